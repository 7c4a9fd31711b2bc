import type { TMembership } from "@mawid/contracts/identity";
import { useAuth } from "../../auth/auth-context";

const ORGANISER_ROLES = new Set(["owner", "admin", "staff"]);

/** The organisations the user may create events for: the service checks the same roles again. */
export function useOrganizerOrganizations(): TMembership[] {
  const { me } = useAuth();
  return (me?.organizations ?? []).filter((o) => ORGANISER_ROLES.has(o.role));
}

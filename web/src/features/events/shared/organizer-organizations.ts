import { ORGANISER_ROLES, type TMembership } from "@mawid/contracts/identity";
import { useAuth } from "../../auth/auth-context";

/** The organisations the user may create events for: the service checks the same roles again. */
export function useOrganizerOrganizations(): TMembership[] {
  const { me } = useAuth();
  return (me?.organizations ?? []).filter((o) => ORGANISER_ROLES.includes(o.role));
}

import type { TMemberRole } from "@mawid/contracts/identity";
import { useAuth } from "./auth-context";

/**
 * Whether the signed-in user holds one of these roles in the organisation, or is a platform admin
 * where `platformAdmin` lets one act for any organisation. It only decides what the web shows: the
 * service that owns the data checks the same roles again.
 */
export function useHoldsRole(
  organizationId: string | undefined,
  roles: readonly TMemberRole[],
  { platformAdmin = false } = {},
): boolean {
  const { me } = useAuth();
  if (!me || !organizationId) return false;
  if (platformAdmin && me.profile.role === "admin") return true;
  return me.organizations.some((o) => o.organizationId === organizationId && roles.includes(o.role));
}

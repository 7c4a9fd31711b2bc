import { useAuth } from "../../auth/auth-context";

const HOST_ROLES = new Set(["owner", "admin", "staff"]);

/**
 * Whether the gates, devices and undo show: the organisation's owners, admins and staff, and platform
 * admins (the check-in service checks again). Scanners and enrolled devices scan and look people up.
 */
export function useIsEventHost(organizationId: string | undefined): boolean {
  const { me } = useAuth();
  if (!me || !organizationId) return false;
  if (me.profile.role === "admin") return true;
  return me.organizations.some((o) => o.organizationId === organizationId && HOST_ROLES.has(o.role));
}

import { useAuth } from "../../auth/auth-context";

const EDITOR_ROLES = new Set(["owner", "admin", "staff"]);

/** Whether the host actions show: the organisation's editors and platform admins (the service checks again). */
export function useCanManage(organizationId: string | undefined): boolean {
  const { me } = useAuth();
  if (!me || !organizationId) return false;
  if (me.profile.role === "admin") return true;
  return me.organizations.some((o) => o.organizationId === organizationId && EDITOR_ROLES.has(o.role));
}

import { useAuth } from "../../auth/auth-context";

const HOST_ROLES = new Set(["owner", "admin"]);

/** Whether resend and refund show: only the organisation's owners and admins may (the service checks again). */
export function useIsOrganizationHost(organizationId: string): boolean {
  const { me } = useAuth();
  return Boolean(
    me?.organizations.some((o) => o.organizationId === organizationId && HOST_ROLES.has(o.role)),
  );
}

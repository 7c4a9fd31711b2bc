import {
  MANAGER_ROLES,
  ORGANISER_ROLES,
  type TMemberRole,
  type TMeResponse,
  type TUser,
} from "@mawid/contracts/identity";

/**
 * Who may see a screen. Each requirement implies being signed in. This only decides what the web
 * shows: the service that owns the data enforces every permission again.
 */
export interface Access {
  signedIn?: true;
  emailVerified?: true;
  /** A role in at least one of the user's organisations: any role, or one of these. */
  organizationRole?: "any" | readonly TMemberRole[];
  platformAdmin?: true;
}

export const PUBLIC: Access = {};
export const SIGNED_IN: Access = { signedIn: true };
export const ANY_MEMBER: Access = { organizationRole: "any" };
export const ORGANISER: Access = { organizationRole: ORGANISER_ROLES };
export const ORGANISATION_MANAGER: Access = { organizationRole: MANAGER_ROLES };
export const PLATFORM_ADMIN: Access = { platformAdmin: true };

export interface Viewer {
  user: TUser | null;
  /** Roles live here; undefined until the profile has loaded. */
  me: TMeResponse | undefined;
}

/** What the guard does: show the page, wait for the profile, or show one of its panels instead. */
export type AccessDecision = "allowed" | "pending" | "signIn" | "notAllowed" | "verifyEmail";

export function isPublic(access: Access): boolean {
  return !(access.signedIn || access.emailVerified || access.organizationRole || access.platformAdmin);
}

/** A missing role comes before an unverified address: verifying would not open the page. */
export function decideAccess(access: Access, { user, me }: Viewer): AccessDecision {
  if (isPublic(access)) return "allowed";
  if (!user) return "signIn";
  if (access.organizationRole || access.platformAdmin) {
    if (!me) return "pending";
    // Platform admins act for any organisation, as the services let them.
    const admin = me.profile.role === "admin";
    if (access.platformAdmin && !admin) return "notAllowed";
    const roles = access.organizationRole;
    if (roles && !admin && !me.organizations.some((o) => roles === "any" || roles.includes(o.role)))
      return "notAllowed";
  }
  if (access.emailVerified && !user.emailVerified) return "verifyEmail";
  return "allowed";
}

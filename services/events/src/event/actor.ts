import type { TMemberRole } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import {
  EmailNotVerifiedError,
  InsufficientRoleError,
  NotAMemberError,
  PlatformAdminOnlyError,
} from "../errors.ts";

/** Who asks, from the verified claims: the deciders decide every permission from this. */
export interface Actor {
  userId: string;
  platformAdmin: boolean;
  emailVerified: boolean;
  /** organisation id -> the actor's role there */
  orgs: Record<string, TMemberRole>;
}

export function actorOf(claims: TAccessClaims): Actor {
  return {
    userId: claims.sub,
    platformAdmin: claims.role === "admin",
    emailVerified: claims.emailVerified,
    orgs: Object.fromEntries(Object.entries(claims.orgs).map(([id, m]) => [id, m.role])),
  };
}

/** Platform administrators act for every organisation, as requireOrganizationRole lets them. */
export function requireRole(actor: Actor, organizationId: string, roles: readonly TMemberRole[]): void {
  if (actor.platformAdmin) return;
  const role = actor.orgs[organizationId];
  if (!role) throw new NotAMemberError();
  if (!roles.includes(role)) throw new InsufficientRoleError(roles);
}

export function requirePlatformAdmin(actor: Actor): void {
  if (!actor.platformAdmin) throw new PlatformAdminOnlyError();
}

export function requireVerifiedEmail(actor: Actor): void {
  if (!actor.emailVerified) throw new EmailNotVerifiedError();
}

import type { FastifyRequest } from "fastify";
import type { TFeatureName, TMemberRole } from "@mawid/contracts/identity";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { ForbiddenError } from "./errors.ts";
import { requireUser } from "./user.ts";

/**
 * Rules every service that owns a feature enforces from the verified claims: the web only mirrors
 * them. Identity's tokens carry each organisation's role, tier and enabled features, so no service
 * asks identity, and none keeps its own idea of what a tier includes.
 */

/**
 * Unverified accounts may sign in and look around, but not publish events or sell tickets, nor do
 * anything else whose `refusal` says so (asking to join a team, whose owners see the address).
 */
export function requireVerifiedEmail(
  request: FastifyRequest,
  refusal = "Verify your e-mail address before you publish events or sell tickets",
): TAccessClaims {
  const user = requireUser(request);
  if (!user.emailVerified) throw new ForbiddenError(refusal, "EMAIL_NOT_VERIFIED");
  return user;
}

/** The caller acts for the organisation in one of these roles (platform admins act for any). */
export function requireOrganizationRole(
  claims: TAccessClaims,
  organizationId: string,
  roles: readonly TMemberRole[],
): void {
  if (claims.role === "admin") return;
  const membership = claims.orgs[organizationId];
  if (!membership) throw new ForbiddenError("You are not a member of this organisation", "NOT_A_MEMBER");
  if (!roles.includes(membership.role)) {
    throw new ForbiddenError(`This needs one of these roles: ${roles.join(", ")}`, "INSUFFICIENT_ROLE");
  }
}

/**
 * The organisation's tier has the feature enabled in identity's table, as the token says. The token
 * speaks only for the caller's own organisations: any other has none.
 */
export function hasFeature(claims: TAccessClaims, organizationId: string, feature: TFeatureName): boolean {
  return claims.orgs[organizationId]?.features.includes(feature) ?? false;
}

export function requireFeature(claims: TAccessClaims, organizationId: string, feature: TFeatureName): void {
  if (!hasFeature(claims, organizationId, feature)) {
    throw new ForbiddenError(
      `Your subscription does not include ${feature.replaceAll("_", " ")}`,
      "FEATURE_NOT_IN_TIER",
    );
  }
}

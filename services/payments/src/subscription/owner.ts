import type { TAccessClaims } from "@mawid/contracts/platform";
import { ForbiddenError } from "@mawid/service/errors";

/**
 * Billing is the owner's alone: the one who pays, as the organisation's token role says. Platform
 * admins set a tier directly in identity instead of paying for someone else's.
 */
export function requireOwner(claims: TAccessClaims, organizationId: string): void {
  const membership = claims.orgs[organizationId];
  if (!membership) throw new ForbiddenError("You are not a member of this organisation", "NOT_A_MEMBER");
  if (membership.role !== "owner")
    throw new ForbiddenError(
      "Only the organisation's owner can change its subscription",
      "INSUFFICIENT_ROLE",
    );
}

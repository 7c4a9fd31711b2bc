import type { TAccessClaims } from "@mawid/contracts/platform";
import type { Db } from "../db/schema.ts";
import { featuresByTier } from "../organization/read.ts";
import { getUser, membershipsOf, type UserRow } from "../user/read-user.ts";

/**
 * What the access token says about a user, always read fresh so a refresh picks up a new role, tier
 * or a feature an operator turned on or off in subscription_features: other services decide features
 * from these claims alone.
 */
export async function claimsOf(db: Db, userId: string): Promise<{ claims: TAccessClaims; user: UserRow }> {
  const user = await getUser(db, userId);
  const memberships = await membershipsOf(db, userId);
  const features = memberships.length > 0 ? await featuresByTier(db) : undefined;
  const orgs: TAccessClaims["orgs"] = {};
  for (const m of memberships) {
    orgs[m.organizationId] = { role: m.role, tier: m.tier, features: features?.[m.tier] ?? [] };
  }
  return {
    user,
    claims: {
      sub: user.id,
      email: user.email,
      emailVerified: user.email_verified,
      name: user.display_name,
      role: user.role,
      orgs,
    },
  };
}

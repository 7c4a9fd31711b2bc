import { sql } from "kysely";
import { type TMeResponse, type TTier, ZTier, ZWhiteLabelConfig } from "@mawid/contracts/identity";
import type { Db } from "../../db/schema.ts";
import { getUser, membershipsOf, toProfile, toUser } from "../read-user.ts";

const RANK: Record<TTier, number> = { free: 0, masjid: 1, organization: 2, enterprise: 3 };

export function bestTier(tiers: TTier[]): TTier {
  return tiers.reduce<TTier>((best, t) => (RANK[t] > RANK[best] ? t : best), "free");
}

/** The seed's check-subscription and more: who I am, my organisations, tier, features and branding. */
export async function readMe(db: Db, userId: string): Promise<TMeResponse> {
  const user = await getUser(db, userId);
  const organizations = await membershipsOf(db, userId);
  const tier = bestTier(organizations.map((m) => m.tier));
  const features = await db
    .selectFrom("subscription_features")
    .select("feature_name")
    .where("tier", "=", tier)
    .where("is_enabled", "=", true)
    .orderBy("feature_name")
    .execute();
  const whiteLabel = await db
    .selectFrom("white_label_configs as w")
    .innerJoin("memberships as m", "m.organization_id", "w.organization_id")
    .innerJoin("organizations as o", "o.id", "w.organization_id")
    .innerJoin("subscription_features as f", (join) =>
      join
        .onRef("f.tier", "=", "o.tier")
        .on("f.feature_name", "=", "white_label")
        .on("f.is_enabled", "=", true),
    )
    .select("w.config")
    .where("m.user_id", "=", userId)
    .where("w.is_active", "=", true)
    .orderBy(sql`array_position(${sql.val(ZTier.options)}::text[], o.tier)`, "desc")
    .orderBy("w.updated_at", "desc")
    .executeTakeFirst();
  return {
    user: toUser(user),
    profile: toProfile(user),
    organizations,
    tier,
    subscribed: tier !== "free",
    features: features.map((f) => f.feature_name),
    whiteLabel: whiteLabel ? ZWhiteLabelConfig.parse(whiteLabel.config) : null,
  };
}

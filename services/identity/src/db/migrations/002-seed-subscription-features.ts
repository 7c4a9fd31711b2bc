import { type Kysely, sql } from "kysely";
import { DEFAULT_TIER_FEATURES, FEATURE_NAMES, ZTier } from "@mawid/contracts/identity";

// Frozen. The seed's feature table becomes data: every tier gets a row per feature, enabled or not,
// so an operator can change what a tier includes without a deploy.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const rows = ZTier.options.flatMap((tier) =>
    FEATURE_NAMES.map(
      (feature) => sql`(${tier}, ${feature}, NULL, ${DEFAULT_TIER_FEATURES[tier].includes(feature)})`,
    ),
  );
  await sql`
    INSERT INTO ${sql.id(schema)}.subscription_features (tier, feature_name, feature_value, is_enabled)
    VALUES ${sql.join(rows)}`.execute(db);
}

import { DEFAULT_TIER_FEATURES, type TFeatureName, type TTier } from "@mawid/contracts/identity";

/** The seed's algorithm promotion, strongest first: the level is the strongest feature a tier has. */
const LEVELS: readonly [TFeatureName, number][] = [
  ["algorithm_promotion_premium", 3],
  ["algorithm_promotion_advanced", 2],
  ["algorithm_promotion_basic", 1],
];

/**
 * 0 (none) to 3 (premium). TierChanged carries the tier, not its features, so the seed's feature table
 * in contracts says what each tier buys, the table identity's own rows are seeded from.
 */
export function promotionOf(tier: TTier): number {
  const features = DEFAULT_TIER_FEATURES[tier];
  return LEVELS.find(([feature]) => features.includes(feature))?.[1] ?? 0;
}

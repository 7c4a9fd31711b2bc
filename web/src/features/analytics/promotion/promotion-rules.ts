import { DEFAULT_TIER_FEATURES, type TFeatureName, type TTier } from "@mawid/contracts/identity";

/*
 * The personal discovery ranking's rules as the events service applies them
 * (services/events/src/discovery/rank.ts and promotion.ts), written out for hosts to read. The web
 * cannot import a service, so promotion-rules.test.ts ranks through the service's own code and fails
 * when these figures stop matching it.
 */

/** What each reason to show someone an event adds to its score. */
export const REASON_WEIGHT = { followed: 1, "registered-host": 0.7, category: 0.5, nearby: 0.5 } as const;
/** Added within the radius, in full at the very place and nothing at its edge. */
export const CLOSER_MAX = 0.2;
/** Added as the start comes near: nothing SOON_DAYS before, all of it at the start. */
export const SOON_MAX = 0.2;
export const SOON_DAYS = 14;

/** The lift of each promotion level, 0 (none) to 3 (premium). */
export const PROMOTION_BOOST = [0, 0.1, 0.2, 0.3] as const;

const LEVELS: readonly [TFeatureName, number][] = [
  ["algorithm_promotion_premium", 3],
  ["algorithm_promotion_advanced", 2],
  ["algorithm_promotion_basic", 1],
];

/** A plan's promotion level: that of the strongest promotion feature it includes. */
export function promotionLevel(tier: TTier): number {
  const features = DEFAULT_TIER_FEATURES[tier];
  return LEVELS.find(([feature]) => features.includes(feature))?.[1] ?? 0;
}

/** The feature a level is sold as, for its name in the page's language. */
export function promotionFeature(level: number): TFeatureName | null {
  return LEVELS.find(([, l]) => l === level)?.[0] ?? null;
}

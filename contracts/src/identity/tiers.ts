import { z } from "zod";

export const ZTier = z.enum(["free", "masjid", "organization", "enterprise"]);
export type TTier = z.infer<typeof ZTier>;

/** Subscription tier defaults to free when unknown. */
export function tierOrFree(value: unknown): TTier {
  const parsed = ZTier.safeParse(value);
  return parsed.success ? parsed.data : "free";
}

export const FEATURE_NAMES = [
  "unlimited_events",
  "gender_segregated_ticketing",
  "basic_analytics",
  "donor_tickets",
  "advanced_analytics",
  "advanced_ticketing",
  "promotion_algorithm",
  "algorithm_promotion_basic",
  "charts_graphs",
  "custom_branding",
  "dynamic_pricing",
  "special_ticket_types",
  "algorithm_promotion_advanced",
  "algorithm_promotion_premium",
  "email_texting_service",
  "priority_support",
  "multi_location",
  "white_label",
] as const;
export const ZFeatureName = z.enum(FEATURE_NAMES);
export type TFeatureName = z.infer<typeof ZFeatureName>;

const EVERYONE: TFeatureName[] = [
  "unlimited_events",
  "gender_segregated_ticketing",
  "basic_analytics",
  "donor_tickets",
];
const PAID: TFeatureName[] = [
  "advanced_analytics",
  "advanced_ticketing",
  "promotion_algorithm",
  "algorithm_promotion_basic",
  "charts_graphs",
  "custom_branding",
  "dynamic_pricing",
  "special_ticket_types",
];
const ORGANIZATION_ONLY: TFeatureName[] = [
  "algorithm_promotion_advanced",
  "algorithm_promotion_premium",
  "email_texting_service",
  "priority_support",
  "multi_location",
  "white_label",
];

/**
 * The seed's feature table (section 6). Identity stores it as subscription_features rows seeded from
 * this; the services that own each feature enforce it. Enterprise has everything organization has.
 */
export const DEFAULT_TIER_FEATURES: Record<TTier, readonly TFeatureName[]> = {
  free: EVERYONE,
  masjid: [...EVERYONE, ...PAID],
  organization: [...EVERYONE, ...PAID, ...ORGANIZATION_ONLY],
  enterprise: [...EVERYONE, ...PAID, ...ORGANIZATION_ONLY],
};

export const ZSubscriptionFeatureRow = z.object({
  tier: ZTier,
  featureName: z.string(),
  featureValue: z.string().nullable(),
  isEnabled: z.boolean(),
});
export type TSubscriptionFeatureRow = z.infer<typeof ZSubscriptionFeatureRow>;

/** Shown capitalised in the tier badge: 'Masjid', 'Organization', 'Enterprise'. */
export function tierLabel(tier: TTier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

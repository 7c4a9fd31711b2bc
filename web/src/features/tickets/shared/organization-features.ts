import { DEFAULT_TIER_FEATURES, type TFeatureName, type TTier, ZTier } from "@mawid/contracts/identity";
import { useAuth } from "../../auth/auth-context";

/**
 * What the event's organisation's plan includes, to show a plan's gate instead of a control the
 * service would refuse. Platform admins act for any organisation. The service decides again.
 */
export function useOrganizationFeatures(
  organizationId: string | undefined,
): (feature: TFeatureName) => boolean {
  const { me } = useAuth();
  if (me?.profile.role === "admin") return () => true;
  const membership = me?.organizations.find((o) => o.organizationId === organizationId);
  const features = membership ? DEFAULT_TIER_FEATURES[membership.tier] : [];
  return (feature) => features.includes(feature);
}

/** The first plan that includes the feature. */
export function planWith(feature: TFeatureName): TTier {
  return ZTier.options.find((tier) => DEFAULT_TIER_FEATURES[tier].includes(feature)) ?? "enterprise";
}

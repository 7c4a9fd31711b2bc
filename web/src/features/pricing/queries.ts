import { DEFAULT_TIER_FEATURES, type TSubscriptionFeatureRow, type TTier } from "@mawid/contracts/identity";
import { useQuery } from "@tanstack/react-query";
import { fetchSubscriptionFeatures } from "./api";

export const PLAN_TIERS: readonly TTier[] = ["free", "masjid", "organization"];

export function useSubscriptionFeatures() {
  return useQuery({
    queryKey: ["subscription-features"],
    queryFn: fetchSubscriptionFeatures,
    staleTime: 10 * 60_000,
  });
}

/** Enabled features per tier, from the feature table rows (or the standard table when unavailable). */
export function featuresByTier(
  rows: readonly TSubscriptionFeatureRow[] | undefined,
): Record<TTier, string[]> {
  if (!rows || rows.length === 0) {
    return Object.fromEntries(
      Object.entries(DEFAULT_TIER_FEATURES).map(([tier, features]) => [tier, [...features]]),
    ) as Record<TTier, string[]>;
  }
  const result: Record<TTier, string[]> = { free: [], masjid: [], organization: [], enterprise: [] };
  for (const row of rows) if (row.isEnabled) result[row.tier].push(row.featureName);
  return result;
}

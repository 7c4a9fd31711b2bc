import type { TTier } from "@mawid/contracts/identity";

export interface SubscriptionFeaturesTable {
  tier: TTier;
  feature_name: string;
  feature_value: string | null;
  is_enabled: boolean;
}

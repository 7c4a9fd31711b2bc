import { type TSubscriptionFeatureRow, ZSubscriptionFeatureRow } from "@mawid/contracts/identity";
import { api } from "../../shared/http/client";

export async function fetchSubscriptionFeatures(): Promise<TSubscriptionFeatureRow[]> {
  const body = await api.get("subscription-features").json<{ features: unknown[] }>();
  return body.features.map((row) => ZSubscriptionFeatureRow.parse(row));
}

import { type TSubscriptionFeatureRow, ZSubscriptionFeaturesResponse } from "@mawid/contracts/identity";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

export async function fetchSubscriptionFeatures(): Promise<TSubscriptionFeatureRow[]> {
  const body = await api.get("subscription-features").json();
  return parseBody(ZSubscriptionFeaturesResponse, body, "subscription features").features;
}

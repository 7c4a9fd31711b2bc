import {
  type TOrganizationSubscription,
  type TPaidTier,
  type TStartSubscriptionResponse,
  type TSubscriptionView,
  ZOrganizationSubscription,
  ZStartSubscriptionResponse,
  ZSubscriptionView,
} from "@mawid/contracts/payments";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

const id = encodeURIComponent;

export async function startSubscription(
  organizationId: string,
  tier: TPaidTier,
): Promise<TStartSubscriptionResponse> {
  const body = await api.post(`organizations/${id(organizationId)}/subscription`, { json: { tier } }).json();
  return parseBody(ZStartSubscriptionResponse, body, "subscription checkout");
}

export async function fetchOrganizationSubscription(
  organizationId: string,
): Promise<TOrganizationSubscription> {
  const body = await api.get(`organizations/${id(organizationId)}/subscription`).json();
  return parseBody(ZOrganizationSubscription, body, "subscription");
}

export async function cancelSubscription(organizationId: string): Promise<TSubscriptionView> {
  const body = await api.post(`organizations/${id(organizationId)}/subscription/cancel`).json();
  return parseBody(ZSubscriptionView, body, "subscription");
}

export async function fetchSubscriptionCheckout(subscriptionId: string): Promise<TSubscriptionView> {
  const body = await api.get(`subscriptions/${id(subscriptionId)}`).json();
  return parseBody(ZSubscriptionView, body, "subscription");
}

export async function completeTestSubscription(subscriptionId: string): Promise<TSubscriptionView> {
  const body = await api.post(`subscriptions/${id(subscriptionId)}/test/complete`).json();
  return parseBody(ZSubscriptionView, body, "subscription");
}

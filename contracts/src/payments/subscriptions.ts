import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZPaymentProvider } from "./checkout.ts";
import { ZPaidTier } from "./subscription-prices.ts";

/** `POST /api/v1/organizations/{id}/subscription`: the organisation's owner asks for a paid tier. */
export const ZStartSubscriptionRequest = z.strictObject({ tier: ZPaidTier });
export type TStartSubscriptionRequest = z.infer<typeof ZStartSubscriptionRequest>;

/**
 * Where the owner pays: Stripe's hosted Checkout page, or with the test provider the app's own
 * /checkout/test/subscription/{subscriptionId}. Asking again for the same tier while that checkout is
 * open answers the same subscription.
 */
export const ZStartSubscriptionResponse = z.object({ subscriptionId: z.uuid(), url: z.string() });
export type TStartSubscriptionResponse = z.infer<typeof ZStartSubscriptionResponse>;

export const ZSubscriptionIdParams = z.object({ subscriptionId: z.uuid() });

/** pending: checkout opened, not paid; active: paid and the tier applies; cancelled: over. */
export const ZSubscriptionStatus = z.enum(["pending", "active", "cancelled"]);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

export const ZSubscriptionView = z.object({
  subscriptionId: z.uuid(),
  organizationId: z.uuid(),
  tier: ZPaidTier,
  status: ZSubscriptionStatus,
  amount: z.number().int(),
  currency: z.string(),
  provider: ZPaymentProvider,
  startedAt: ZInstant,
  activatedAt: ZInstant.nullable(),
  /** When the paid period ends; null with the test provider, which bills nothing. */
  currentPeriodEnd: ZInstant.nullable(),
  /** Set once cancelled at the end of the period: the tier stays until then. */
  cancelsAt: ZInstant.nullable(),
  cancelledAt: ZInstant.nullable(),
});
export type TSubscriptionView = z.infer<typeof ZSubscriptionView>;

/** `GET /api/v1/organizations/{id}/subscription`: the latest subscription, if any. */
export const ZOrganizationSubscription = z.object({ subscription: ZSubscriptionView.nullable() });
export type TOrganizationSubscription = z.infer<typeof ZOrganizationSubscription>;

export const SubscriptionErrorCode = {
  /** Already on a paid tier: cancel it before choosing another. */
  subscriptionActive: "SUBSCRIPTION_ACTIVE",
  subscriptionNotFound: "SUBSCRIPTION_NOT_FOUND",
  /** Nothing to cancel: no active subscription, or it is already ending. */
  subscriptionNotActive: "SUBSCRIPTION_NOT_ACTIVE",
} as const;

/** The test checkout page's address for a subscription. */
export const testSubscriptionCheckoutPath = (subscriptionId: string) =>
  `/checkout/test/subscription/${subscriptionId}`;

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZPaymentProvider } from "./checkout.ts";
import { ZPaidTier } from "./subscription-prices.ts";

/**
 * One stream per organisation: its subscriptions one after another, so two clicks racing to subscribe
 * meet on one stream version.
 */
export const PAYMENTS_SUBSCRIPTION_STREAM = "payments.subscription";
/** Prefixed: payments' other streams keyed by an organisation must not share its id. */
export const subscriptionStreamId = (organizationId: string) => `subscriptions-${organizationId}`;

/** A checkout for a paid tier was opened: the owner is sent to `url` to pay. */
export const SubscriptionStartedV1 = defineEvent(
  PAYMENTS_SUBSCRIPTION_STREAM,
  "SubscriptionStarted",
  1,
  z.object({
    subscriptionId: z.uuid(),
    organizationId: z.uuid(),
    tier: ZPaidTier,
    amount: z.number().int().min(1),
    currency: z.string(),
    provider: ZPaymentProvider,
    startedBy: z.uuid(),
    /** Stripe's Checkout Session id; null with the test provider. */
    providerRef: z.string().nullable(),
    url: z.string(),
    startedAt: ZInstant,
  }),
);
/** Paid: identity gives the organisation the tier. */
export const SubscriptionActivatedV1 = defineEvent(
  PAYMENTS_SUBSCRIPTION_STREAM,
  "SubscriptionActivated",
  1,
  z.object({
    subscriptionId: z.uuid(),
    organizationId: z.uuid(),
    tier: ZPaidTier,
    /** Stripe's subscription id; null with the test provider. */
    providerRef: z.string().nullable(),
    currentPeriodEnd: ZInstant.nullable(),
    activatedAt: ZInstant,
  }),
);
/** The owner cancelled and Stripe keeps the tier until the paid period ends. */
export const SubscriptionCancellationScheduledV1 = defineEvent(
  PAYMENTS_SUBSCRIPTION_STREAM,
  "SubscriptionCancellationScheduled",
  1,
  z.object({
    subscriptionId: z.uuid(),
    organizationId: z.uuid(),
    cancelsAt: ZInstant.nullable(),
    scheduledAt: ZInstant,
  }),
);
/** Over. When it had been active, identity puts the organisation back on the free tier. */
export const SubscriptionCancelledV1 = defineEvent(
  PAYMENTS_SUBSCRIPTION_STREAM,
  "SubscriptionCancelled",
  1,
  z.object({
    subscriptionId: z.uuid(),
    organizationId: z.uuid(),
    tier: ZPaidTier,
    /** False for a checkout never paid: the tier it never gave stays as it is. */
    wasActive: z.boolean(),
    reason: z.string(),
    cancelledAt: ZInstant,
  }),
);

export const PaymentsSubscriptionStream = defineStream(PAYMENTS_SUBSCRIPTION_STREAM, [
  SubscriptionStartedV1,
  SubscriptionActivatedV1,
  SubscriptionCancellationScheduledV1,
  SubscriptionCancelledV1,
]);
export type TSubscriptionEvent = StreamEvent<typeof PaymentsSubscriptionStream>;
export type TSubscriptionActivated = z.infer<typeof SubscriptionActivatedV1.schema>;
export type TSubscriptionCancelled = z.infer<typeof SubscriptionCancelledV1.schema>;

/**
 * One stream per paid period of a subscription, named by a UUID derived from its `periodId`: a replayed
 * invoice.paid, or a second Pay, lands on the same stream and records nothing more.
 */
export const PAYMENTS_SUBSCRIPTION_PERIOD_STREAM = "payments.subscription-period";

/**
 * A period of a subscription was paid (the test page's Pay; Stripe's invoice.paid): platform revenue,
 * paid by the organisation. `periodId` names the payment once: Stripe's invoice id, or `test-{subscriptionId}`.
 */
export const SubscriptionPeriodPaidV1 = defineEvent(
  PAYMENTS_SUBSCRIPTION_PERIOD_STREAM,
  "SubscriptionPeriodPaid",
  1,
  z.object({
    subscriptionId: z.uuid(),
    organizationId: z.uuid(),
    tier: ZPaidTier,
    periodId: z.string().min(1),
    amount: z.number().int().min(1),
    currency: z.string(),
    provider: ZPaymentProvider,
    /** The owner who subscribed: the receipt goes to them. */
    ownerId: z.uuid(),
    periodStart: ZInstant.nullable(),
    periodEnd: ZInstant.nullable(),
    /** The ledger's and the receipt's id of this payment (the stream's id). */
    paymentId: z.uuid(),
    paidAt: ZInstant,
  }),
);
export const PaymentsSubscriptionPeriodStream = defineStream(PAYMENTS_SUBSCRIPTION_PERIOD_STREAM, [
  SubscriptionPeriodPaidV1,
]);
export type TSubscriptionPeriodEvent = StreamEvent<typeof PaymentsSubscriptionPeriodStream>;
export type TSubscriptionPeriodPaid = z.infer<typeof SubscriptionPeriodPaidV1.schema>;

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZCurrency } from "../ticketing/ticket-types.ts";
import { ZPaymentProvider, ZPaymentSource } from "./checkout.ts";
import { ZGiftAidDeclaration } from "./donations.ts";
import { ZFund, ZRecurrence } from "./funds.ts";
import { ZOfflinePayment } from "./offline.ts";

/** One stream per payment, keyed by the payment's id. */
export const PAYMENTS_PAYMENT_STREAM = "payments.payment";
/** One stream per donation, keyed by the donation's id. */
export const PAYMENTS_DONATION_STREAM = "payments.donation";

/** What an order's payment is made of, as ticketing priced it: the ledger splits the money by it. */
export const ZPaymentBreakdown = z.object({
  /** The tickets' prices. */
  tickets: z.number().int(),
  /** Platform fees the buyer pays on top. */
  fees: z.number().int(),
  /** Platform fees the host absorbs, taken from what it is owed. */
  feesAbsorbed: z.number().int(),
});
export type TPaymentBreakdown = z.infer<typeof ZPaymentBreakdown>;

/** The gift in a payment: a donation on its own, or one given with an order's tickets. */
export const ZPaymentDonation = z.object({
  donationId: z.uuid(),
  amount: z.number().int().min(1),
  fund: ZFund,
  recurring: ZRecurrence.nullable(),
  anonymous: z.boolean(),
  message: z.string().nullable(),
  giftAid: ZGiftAidDeclaration.nullable(),
});
export type TPaymentDonation = z.infer<typeof ZPaymentDonation>;

const paymentFacts = {
  paymentId: z.uuid(),
  organizationId: z.uuid(),
  payerId: z.uuid(),
  /** The order paid for; null for a donation on its own. */
  orderId: z.uuid().nullable(),
  donation: ZPaymentDonation.nullable(),
  /** tickets + fees + the donation's amount. */
  amount: z.number().int().min(1),
  currency: ZCurrency,
  breakdown: ZPaymentBreakdown,
  provider: ZPaymentProvider,
};

/** A checkout was opened: the payer is sent to `url` to pay. */
export const PaymentStartedV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentStarted",
  1,
  z.object({
    ...paymentFacts,
    /** Stripe's Checkout Session id; null with the test provider. */
    providerRef: z.string().nullable(),
    url: z.string(),
    startedAt: ZInstant,
  }),
);
/** The money arrived. Ticketing makes the order paid; the ledger records who is owed what. */
export const PaymentSucceededV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentSucceeded",
  1,
  z.object({
    ...paymentFacts,
    /** Stripe's PaymentIntent id; null with the test provider. */
    providerRef: z.string().nullable(),
    succeededAt: ZInstant,
  }),
);
/**
 * Also money a host took in cash or by bank transfer (provider "offline", with who marked it): such a
 * payment has no PaymentStarted, and ticketing pays the order exactly as for a card.
 */
export const PaymentSucceededV2 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentSucceeded",
  2,
  PaymentSucceededV1.schema.extend({
    provider: ZPaymentSource,
    /** Null unless provider is "offline". */
    offline: ZOfflinePayment.nullable(),
  }),
  {
    definition: PaymentSucceededV1,
    upcast: (v1: z.infer<typeof PaymentSucceededV1.schema>) => ({ ...v1, offline: null }),
  },
);
/** Declined or abandoned: nothing was charged, and the order's hold runs out on its own. */
export const PaymentFailedV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentFailed",
  1,
  z.object({
    paymentId: z.uuid(),
    orderId: z.uuid().nullable(),
    reason: z.string(),
    failedAt: ZInstant,
  }),
);
/** Money went back to the payer: all of it (`full`) or part, `refundedTotal` so far. */
export const PaymentRefundedV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentRefunded",
  1,
  z.object({
    paymentId: z.uuid(),
    organizationId: z.uuid(),
    orderId: z.uuid().nullable(),
    donationId: z.uuid().nullable(),
    amount: z.number().int().min(1),
    refundedTotal: z.number().int(),
    currency: ZCurrency,
    full: z.boolean(),
    reason: z.string(),
    refundedAt: ZInstant,
  }),
);

/**
 * Stripe Connect: the checkout was opened as a destination charge. Stripe keeps `applicationFee` (the
 * platform's fee) for the platform and transfers the rest to the organisation's account `accountId`.
 */
export const PaymentDestinationChosenV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentDestinationChosen",
  1,
  z.object({
    paymentId: z.uuid(),
    accountId: z.string().min(1),
    applicationFee: z.number().int().min(0),
  }),
);
/** A destination charge succeeded: Stripe paid `amount` (all but the application fee) to the organisation's account. */
export const PaymentTransferredV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentTransferred",
  1,
  z.object({
    paymentId: z.uuid(),
    organizationId: z.uuid(),
    accountId: z.string().min(1),
    amount: z.number().int().min(0),
    applicationFee: z.number().int().min(0),
    currency: ZCurrency,
    transferredAt: ZInstant,
  }),
);
/**
 * A refund of a destination charge took its share back from the organisation's Stripe account
 * (`reverse_transfer`): Stripe reversed `reversed` of the transfer (the refund's amount, in proportion
 * to the charge) and, for the whole charge refunded at once (`refund_application_fee`), gave the
 * organisation back `applicationFeeRefunded`. Follows its PaymentRefunded.
 */
export const PaymentTransferReversedV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentTransferReversed",
  1,
  z.object({
    paymentId: z.uuid(),
    organizationId: z.uuid(),
    orderId: z.uuid().nullable(),
    accountId: z.string().min(1),
    reversed: z.number().int().min(1),
    applicationFeeRefunded: z.number().int().min(0),
    /** The refunded total after the refund this follows, and whether that is the whole payment. */
    refundedTotal: z.number().int().min(1),
    full: z.boolean(),
    currency: ZCurrency,
    reversedAt: ZInstant,
  }),
);
/** A refund recorded before failed or was cancelled (Stripe's refund.updated): `amount` was not given back after all. */
export const PaymentRefundFailedV1 = defineEvent(
  PAYMENTS_PAYMENT_STREAM,
  "PaymentRefundFailed",
  1,
  z.object({
    paymentId: z.uuid(),
    organizationId: z.uuid(),
    orderId: z.uuid().nullable(),
    /** Stripe's refund id: each refund fails once. */
    refundId: z.string().min(1),
    amount: z.number().int().min(1),
    /** Given back so far, after this. */
    refundedTotal: z.number().int().min(0),
    currency: ZCurrency,
    reason: z.string(),
    failedAt: ZInstant,
  }),
);

/** A gift was paid, to one fund of one organisation. */
export const DonationReceivedV1 = defineEvent(
  PAYMENTS_DONATION_STREAM,
  "DonationReceived",
  1,
  z.object({
    donationId: z.uuid(),
    paymentId: z.uuid(),
    organizationId: z.uuid(),
    donorId: z.uuid(),
    orderId: z.uuid().nullable(),
    amount: z.number().int().min(1),
    currency: ZCurrency,
    fund: ZFund,
    recurring: ZRecurrence.nullable(),
    anonymous: z.boolean(),
    message: z.string().nullable(),
    giftAid: ZGiftAidDeclaration.nullable(),
    receivedAt: ZInstant,
  }),
);

export const PaymentsPaymentStream = defineStream(PAYMENTS_PAYMENT_STREAM, [
  PaymentStartedV1,
  PaymentSucceededV2,
  PaymentFailedV1,
  PaymentRefundedV1,
  PaymentDestinationChosenV1,
  PaymentTransferredV1,
  PaymentRefundFailedV1,
  PaymentTransferReversedV1,
]);
export const PaymentsDonationStream = defineStream(PAYMENTS_DONATION_STREAM, [DonationReceivedV1]);
export type TPaymentEvent = StreamEvent<typeof PaymentsPaymentStream>;
export type TDonationEvent = StreamEvent<typeof PaymentsDonationStream>;
export type TPaymentSucceeded = z.infer<typeof PaymentSucceededV2.schema>;
export type TPaymentRefunded = z.infer<typeof PaymentRefundedV1.schema>;
export type TPaymentTransferred = z.infer<typeof PaymentTransferredV1.schema>;
export type TPaymentRefundFailed = z.infer<typeof PaymentRefundFailedV1.schema>;
export type TPaymentTransferReversed = z.infer<typeof PaymentTransferReversedV1.schema>;

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZCalendarDate } from "../events/prayer-times.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZCurrency } from "../ticketing/ticket-types.ts";
import { ZPaymentProvider } from "./checkout.ts";
import { ZGiftAidDeclaration } from "./donations.ts";
import { ZFund, ZRecurrence } from "./funds.ts";

/** One stream per recurring gift, keyed by the id of its first donation. */
export const PAYMENTS_RECURRING_GIFT_STREAM = "payments.recurring-gift";

/** A charge is tried this many times at most (the first and its retries) before it is given up. */
export const RECURRING_CHARGE_ATTEMPTS = 3;

/** The first gift was paid: the later dates are charged the same way on their days. */
export const RecurringGiftStartedV1 = defineEvent(
  PAYMENTS_RECURRING_GIFT_STREAM,
  "RecurringGiftStarted",
  1,
  z.object({
    recurringGiftId: z.uuid(),
    /** The first gift's payment: with Stripe, its saved card pays the later dates. */
    firstPaymentId: z.uuid(),
    organizationId: z.uuid(),
    donorId: z.uuid(),
    amount: z.number().int().min(1),
    currency: ZCurrency,
    fund: ZFund,
    recurring: ZRecurrence,
    anonymous: z.boolean(),
    message: z.string().nullable(),
    giftAid: ZGiftAidDeclaration.nullable(),
    provider: ZPaymentProvider,
    /** The later dates, decided when the first was paid (Umm al-Qura for Ramadan's nights). */
    dates: z.array(ZCalendarDate),
    startedAt: ZInstant,
  }),
);

/**
 * A date's charge was claimed (the scheduler's claim, committed with its payment's start): attempt n
 * of the date's one payment. A resumed attempt (its instance stopped before the provider answered)
 * keeps its number, and so its idempotency key.
 */
export const RecurringChargeAttemptedV1 = defineEvent(
  PAYMENTS_RECURRING_GIFT_STREAM,
  "RecurringChargeAttempted",
  1,
  z.object({
    recurringGiftId: z.uuid(),
    date: ZCalendarDate,
    paymentId: z.uuid(),
    donationId: z.uuid(),
    attempt: z.number().int().min(1),
    /** Until then the claimer is asking the provider; after it, another pass may resume. */
    leaseUntil: ZInstant,
    attemptedAt: ZInstant,
  }),
);

/** The date's money arrived (its payment succeeded, with its own DonationReceived). */
export const RecurringChargeSucceededV1 = defineEvent(
  PAYMENTS_RECURRING_GIFT_STREAM,
  "RecurringChargeSucceeded",
  1,
  z.object({ recurringGiftId: z.uuid(), date: ZCalendarDate, paymentId: z.uuid(), succeededAt: ZInstant }),
);

/** The provider refused the date's charge: tried again at `retryAt`, or given up when it is null. */
export const RecurringChargeFailedV1 = defineEvent(
  PAYMENTS_RECURRING_GIFT_STREAM,
  "RecurringChargeFailed",
  1,
  z.object({
    recurringGiftId: z.uuid(),
    date: ZCalendarDate,
    paymentId: z.uuid(),
    attempt: z.number().int().min(1),
    reason: z.string(),
    /**
     * The donor's bank wants them to authenticate the payment (Stripe's `authentication_required`): an
     * off-session charge cannot, so the donor pays that date themselves. Absent for a plain decline.
     */
    authenticationRequired: z.literal(true).optional(),
    retryAt: ZInstant.nullable(),
    failedAt: ZInstant,
  }),
);

/** The donor stopped the gift: no date after this is charged. */
export const RecurringGiftCancelledV1 = defineEvent(
  PAYMENTS_RECURRING_GIFT_STREAM,
  "RecurringGiftCancelled",
  1,
  z.object({ recurringGiftId: z.uuid(), cancelledBy: z.uuid(), cancelledAt: ZInstant }),
);

export const PaymentsRecurringGiftStream = defineStream(PAYMENTS_RECURRING_GIFT_STREAM, [
  RecurringGiftStartedV1,
  RecurringChargeAttemptedV1,
  RecurringChargeSucceededV1,
  RecurringChargeFailedV1,
  RecurringGiftCancelledV1,
]);
export type TRecurringGiftEvent = StreamEvent<typeof PaymentsRecurringGiftStream>;
export type TRecurringGiftStarted = z.infer<typeof RecurringGiftStartedV1.schema>;

export const ZRecurringGiftStatus = z.enum(["active", "cancelled", "finished"]);
export type TRecurringGiftStatus = z.infer<typeof ZRecurringGiftStatus>;

/** One of the donor's recurring gifts, as `GET /api/v1/me/recurring-gifts` lists it. */
export const ZRecurringGift = z.object({
  recurringGiftId: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string().nullable(),
  amount: z.number().int(),
  currency: ZCurrency,
  fund: ZFund,
  recurring: ZRecurrence,
  status: ZRecurringGiftStatus,
  /** The next date still to charge; null once cancelled or finished. */
  nextDate: ZCalendarDate.nullable(),
  /** Dates charged so far, the first gift included. */
  paid: z.number().int(),
  /** Dates in all, the first gift included. */
  total: z.number().int(),
  /** Dates whose charge failed and will be tried again, or was given up. */
  failed: z.number().int(),
  startedAt: ZInstant,
  cancelledAt: ZInstant.nullable(),
});
export type TRecurringGift = z.infer<typeof ZRecurringGift>;

export const ZMyRecurringGifts = z.object({ items: z.array(ZRecurringGift) });
export type TMyRecurringGifts = z.infer<typeof ZMyRecurringGifts>;

/** `POST /api/v1/donations/{id}/cancel`: the id of the recurring gift's first donation. */
export const ZRecurringGiftParams = z.object({ id: z.uuid() });

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";

/** One stream per refused payment, keyed by the payment's id. */
export const TICKETING_PAYMENT_REFUSAL_STREAM = "ticketing.payment-refusal";

/**
 * Ticketing could not make the order paid by this payment: its hold ran out and the seats are gone
 * (SOLD_OUT), it was cancelled, or another payment paid it. Payments gives the money back.
 */
export const OrderPaymentRefusedV1 = defineEvent(
  TICKETING_PAYMENT_REFUSAL_STREAM,
  "OrderPaymentRefused",
  1,
  z.object({
    paymentId: z.uuid(),
    orderId: z.uuid(),
    /** The refusal's error code, e.g. SOLD_OUT. */
    code: z.string(),
    reason: z.string(),
    refusedAt: ZInstant,
  }),
);

export const TicketingPaymentRefusalStream = defineStream(TICKETING_PAYMENT_REFUSAL_STREAM, [
  OrderPaymentRefusedV1,
]);
export type TPaymentRefusalEvent = StreamEvent<typeof TicketingPaymentRefusalStream>;

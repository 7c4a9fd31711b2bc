import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZOrderAddOnLine, ZOrderAddOnRequest } from "./add-ons.ts";
import { ZCurrency, ZFeePaidBy, ZMinorUnits, ZSection } from "./ticket-types.ts";

/** The funds a donation at checkout may go to, recorded apart from ticket revenue. */
export const ZDonationFund = z.enum(["sadaqah", "zakat", "lillah", "general"]);
export type TDonationFund = z.infer<typeof ZDonationFund>;

export const ZDonation = z.object({ amount: ZMinorUnits.min(1), fund: ZDonationFund });
export type TDonation = z.infer<typeof ZDonation>;

export const ZOrderItemRequest = z.object({
  ticketTypeId: z.uuid(),
  quantity: z.number().int().min(1).max(100),
  /** One per ticket, in order; tickets without a name carry the buyer's. */
  attendees: z
    .array(z.object({ name: z.string().trim().min(1).max(120) }))
    .max(100)
    .optional(),
  /** What the buyer pays per ticket of a pay-what-you-want type, at least its price. */
  price: ZMinorUnits.optional(),
  /** Unlocks a hidden ticket type. */
  accessCode: z.string().trim().max(64).optional(),
});
export type TOrderItemRequest = z.infer<typeof ZOrderItemRequest>;

/** `POST /api/v1/orders` with an `Idempotency-Key` header: a retried request answers the same order. */
export const ZPlaceOrderRequest = z.object({
  eventId: z.uuid(),
  items: z.array(ZOrderItemRequest).min(1).max(20),
  /** Meals and merchandise, each add-on once. */
  addOns: z.array(ZOrderAddOnRequest).max(20).optional(),
  donation: ZDonation.optional(),
  promoCode: z.string().trim().max(64).optional(),
});
export type TPlaceOrderRequest = z.infer<typeof ZPlaceOrderRequest>;

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const ZIdempotencyKey = z.string().min(8).max(200);

/** refunded: every ticket of a paid order was refunded (a partial refund leaves it paid). */
export const ZOrderStatus = z.enum(["pending", "paid", "expired", "cancelled", "refunded"]);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** One ticket type's line of an order, as OrderPlaced v1 recorded it (no promo codes yet). */
export const ZOrderLineV1 = z.object({
  ticketTypeId: z.string(),
  name: z.string(),
  section: ZSection,
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** The platform fee per ticket, half up to the minor unit; 0 for free tickets. */
  unitFee: z.number().int(),
  feePaidBy: ZFeePaidBy,
  /** quantity x (unitPrice, plus unitFee when the buyer pays it). */
  total: z.number().int(),
});

/** One ticket type's line of an order, priced when it was placed. */
export const ZOrderLine = ZOrderLineV1.extend({
  /** Off each ticket by the order's promo code; unitFee is on unitPrice - unitDiscount. */
  unitDiscount: z.number().int(),
  /** quantity x (unitPrice - unitDiscount, plus unitFee when the buyer pays it). */
  total: z.number().int(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** One ticket to issue once the order is paid: one per attendee (a family ticket admits its group). */
export const ZOrderPosition = z.object({
  positionId: z.uuid(),
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  section: ZSection,
  entrance: z.string(),
  attendeeName: z.string(),
  /** People this ticket admits: its type's groupSize. */
  admits: z.number().int().min(1),
});
export type TOrderPosition = z.infer<typeof ZOrderPosition>;

/** The money of an order as OrderPlaced v1 recorded it (tickets only). */
export const ZOrderTotalsV1 = z.object({
  currency: ZCurrency,
  /** The tickets' prices. */
  tickets: z.number().int(),
  /** Fees the buyer pays (those of lines whose host passes the fee on). */
  fees: z.number().int(),
  /** Fees the host absorbs, taken from the payout. */
  feesAbsorbed: z.number().int(),
  donation: z.number().int(),
  /** What the buyer pays: tickets + fees + donation. */
  total: z.number().int(),
});

/** The money of an order: ticket revenue, its promo discount, fees, add-ons and the donation apart. */
export const ZOrderTotals = ZOrderTotalsV1.extend({
  /** Taken off the tickets by the promo code. */
  discount: z.number().int(),
  /** The add-ons' prices. */
  addOns: z.number().int(),
  /** What the buyer pays: tickets - discount + fees + addOns + donation. */
  total: z.number().int(),
});
export type TOrderTotals = z.infer<typeof ZOrderTotals>;

export const ZOrder = z.object({
  id: z.string(),
  eventId: z.string(),
  status: ZOrderStatus,
  /** Until when the seats are held unless paid; null once paid. */
  expiresAt: ZInstant.nullable(),
  currency: ZCurrency,
  total: z.number().int(),
  totals: ZOrderTotals,
  lines: z.array(ZOrderLine),
  addOns: z.array(ZOrderAddOnLine),
  /** The promo code the order used, as the host wrote it. */
  promoCode: z.string().nullable(),
  donation: ZDonation.nullable(),
  attendees: z.array(ZOrderPosition),
  /** Given back so far, in minor units; the positions (attendees) refunded have no valid ticket. */
  refunded: z.number().int(),
  refundedPositionIds: z.array(z.string()),
  createdAt: ZInstant,
});
export type TOrder = z.infer<typeof ZOrder>;

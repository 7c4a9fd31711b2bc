import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZOrderAddOnLine } from "./add-ons.ts";
import {
  ZDonation,
  ZOrderLine,
  ZOrderLineV1,
  ZOrderPosition,
  ZOrderTotals,
  ZOrderTotalsV1,
} from "./orders.ts";
import { ZCurrency, ZFeePaidBy, ZPricePhase, ZSection } from "./ticket-types.ts";

/** An event's ticket types and sections: one stream per event, keyed by the event's id. */
export const TICKETING_TICKET_TYPES_STREAM = "ticketing.ticket-types";
/** One stream per order. */
export const TICKETING_ORDER_STREAM = "ticketing.order";

export const TicketTypeCreatedV1 = defineEvent(
  TICKETING_TICKET_TYPES_STREAM,
  "TicketTypeCreated",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    ticketTypeId: z.uuid(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    currency: ZCurrency,
    capacity: z.number().int(),
    section: ZSection,
    groupSize: z.number().int(),
    salesStart: ZInstant.nullable(),
    salesEnd: ZInstant.nullable(),
    minPerOrder: z.number().int(),
    maxPerOrder: z.number().int(),
    payWhatYouWant: z.boolean(),
    hidden: z.boolean(),
    feePaidBy: ZFeePaidBy,
    pricePhases: z.array(ZPricePhase),
    sortOrder: z.number().int(),
    createdBy: z.uuid(),
    createdAt: ZInstant,
  }),
);
/** A section's seats (shared by every ticket type in it) and the entrance its tickets name. */
export const SectionConfiguredV1 = defineEvent(
  TICKETING_TICKET_TYPES_STREAM,
  "SectionConfigured",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    section: ZSection,
    capacity: z.number().int(),
    entrance: z.string(),
    configuredBy: z.uuid(),
    configuredAt: ZInstant,
  }),
);

/** Seats of one quota an order holds, then has sold: its own, its section's or the event's. */
export const ZReservation = z.object({ quotaId: z.string(), seats: z.number().int().min(1) });
export type TReservation = z.infer<typeof ZReservation>;

/** A hold: the seats are reserved in the same transaction, until expiresAt unless paid. */
export const OrderPlacedV1 = defineEvent(
  TICKETING_ORDER_STREAM,
  "OrderPlaced",
  1,
  z.object({
    orderId: z.uuid(),
    eventId: z.uuid(),
    organizationId: z.uuid(),
    buyerId: z.uuid(),
    lines: z.array(ZOrderLineV1),
    positions: z.array(ZOrderPosition),
    donation: ZDonation.nullable(),
    totals: ZOrderTotalsV1,
    reservations: z.array(ZReservation),
    expiresAt: ZInstant,
    placedAt: ZInstant,
  }),
);
/**
 * With a promo code (each line's discount) and add-ons, whose stock is reserved like seats: their
 * quotas are among the reservations.
 */
export const OrderPlacedV2 = defineEvent(
  TICKETING_ORDER_STREAM,
  "OrderPlaced",
  2,
  OrderPlacedV1.schema.extend({
    lines: z.array(ZOrderLine),
    addOns: z.array(ZOrderAddOnLine),
    promoCode: z.string().nullable(),
    totals: ZOrderTotals,
  }),
  {
    definition: OrderPlacedV1,
    upcast: (v1: z.infer<typeof OrderPlacedV1.schema>) => ({
      ...v1,
      lines: v1.lines.map((line) => ({ ...line, unitDiscount: 0 })),
      addOns: [],
      promoCode: null,
      totals: { ...v1.totals, discount: 0, addOns: 0 },
    }),
  },
);
/**
 * The order is paid (paymentId null: a free order, complete at once) and its seats sold. Tickets are
 * issued from it, one per position. reReserved: paid after its hold had expired, with the seats
 * reserved again (a payment that finds them gone is refused, never oversold).
 */
export const OrderPaidV1 = defineEvent(
  TICKETING_ORDER_STREAM,
  "OrderPaid",
  1,
  z.object({
    orderId: z.uuid(),
    eventId: z.uuid(),
    organizationId: z.uuid(),
    buyerId: z.uuid(),
    paymentId: z.string().nullable(),
    amount: z.number().int(),
    currency: ZCurrency,
    positions: z.array(ZOrderPosition),
    reReserved: z.boolean(),
    paidAt: ZInstant,
  }),
);
/** The hold ran out unpaid; its seats are free again. */
export const OrderExpiredV1 = defineEvent(
  TICKETING_ORDER_STREAM,
  "OrderExpired",
  1,
  z.object({ orderId: z.uuid(), eventId: z.uuid(), expiredAt: ZInstant }),
);
/** The buyer let an unpaid order go; its seats are free again. */
export const OrderCancelledV1 = defineEvent(
  TICKETING_ORDER_STREAM,
  "OrderCancelled",
  1,
  z.object({ orderId: z.uuid(), eventId: z.uuid(), cancelledBy: z.uuid(), cancelledAt: ZInstant }),
);

/** Who asked for a refund: the host, the buyer under the event's refund policy, or the event's cancellation. */
export const ZRefundInitiator = z.enum(["host", "buyer", "event-cancelled"]);
export type TRefundInitiator = z.infer<typeof ZRefundInitiator>;

/**
 * Money given back for a paid order, and the positions whose tickets are revoked with it (none for a
 * money-only partial refund). releases: the sold seats (and stock) that are free again. Payments moves
 * the money on this event; until it does, the refund is recorded and announced here only.
 */
export const OrderRefundedV1 = defineEvent(
  TICKETING_ORDER_STREAM,
  "OrderRefunded",
  1,
  z.object({
    orderId: z.uuid(),
    eventId: z.uuid(),
    organizationId: z.uuid(),
    buyerId: z.uuid(),
    refundId: z.uuid(),
    /** The payment the money goes back to; null for a free order. */
    paymentId: z.string().nullable(),
    amount: z.number().int().min(0),
    currency: ZCurrency,
    positionIds: z.array(z.uuid()),
    releases: z.array(ZReservation),
    initiator: ZRefundInitiator,
    refundedBy: z.uuid().nullable(),
    reason: z.string().nullable(),
    /** Every position is refunded now: the order is refunded. */
    fullyRefunded: z.boolean(),
    refundedAt: ZInstant,
  }),
);

/** A ticket type's places or the end of its sales, changed by its organisation after it was made. */
export const TicketTypeUpdatedV1 = defineEvent(
  TICKETING_TICKET_TYPES_STREAM,
  "TicketTypeUpdated",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    ticketTypeId: z.uuid(),
    capacity: z.number().int(),
    salesEnd: ZInstant.nullable(),
    updatedBy: z.uuid(),
    updatedAt: ZInstant,
  }),
);

export const TicketingTicketTypesStream = defineStream(TICKETING_TICKET_TYPES_STREAM, [
  TicketTypeCreatedV1,
  SectionConfiguredV1,
  TicketTypeUpdatedV1,
]);
export const TicketingOrderStream = defineStream(TICKETING_ORDER_STREAM, [
  OrderPlacedV2,
  OrderPaidV1,
  OrderExpiredV1,
  OrderCancelledV1,
  OrderRefundedV1,
]);
export type TTicketTypesEvent = StreamEvent<typeof TicketingTicketTypesStream>;
export type TOrderEvent = StreamEvent<typeof TicketingOrderStream>;
export type TOrderPlaced = z.infer<typeof OrderPlacedV2.schema>;
export type TOrderPaid = z.infer<typeof OrderPaidV1.schema>;
export type TOrderRefunded = z.infer<typeof OrderRefundedV1.schema>;

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZCurrency } from "../ticketing/ticket-types.ts";

/** `GET /api/v1/organizations/{id}/unpaid-orders?eventId=`: pending orders a host may mark paid. */
export const ZUnpaidOrdersQuery = z.object({ eventId: z.uuid().optional() });

export const ZUnpaidOrder = z.object({
  orderId: z.uuid(),
  eventId: z.uuid(),
  total: z.number().int(),
  currency: ZCurrency,
  attendeeNames: z.array(z.string()),
  /** Absent when payments has not heard the buyer's address from identity. */
  buyerEmail: z.string().optional(),
  placedAt: ZInstant.nullable(),
  /** The hold ends then: marked paid after, the order is no longer payable. */
  expiresAt: ZInstant,
});
export type TUnpaidOrder = z.infer<typeof ZUnpaidOrder>;

export const ZUnpaidOrders = z.object({ orders: z.array(ZUnpaidOrder) });
export type TUnpaidOrders = z.infer<typeof ZUnpaidOrders>;

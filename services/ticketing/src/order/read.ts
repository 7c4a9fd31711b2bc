import type { TOrder } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { OrderNotFoundError } from "../errors.ts";
import type { OrderRecord } from "./state.ts";

export function toOrder(order: OrderRecord): TOrder {
  return {
    id: order.orderId,
    eventId: order.eventId,
    status: order.status,
    expiresAt: order.status === "pending" ? order.expiresAt : null,
    currency: order.totals.currency,
    total: order.totals.total,
    totals: order.totals,
    lines: order.lines,
    addOns: order.addOns,
    promoCode: order.promoCode,
    donation: order.donation,
    attendees: order.positions,
    refunded: order.refunded ?? 0,
    refundedPositionIds: order.refundedPositionIds ?? [],
    createdAt: order.placedAt,
  };
}

/** The buyer's own order; anyone else's is not found, so order ids reveal nothing. */
export async function readOwnOrder(
  db: Kysely<TicketingDatabase>,
  orderId: string,
  buyerId: string,
): Promise<OrderRecord> {
  const row = await db
    .selectFrom("orders")
    .select("state")
    .where("order_id", "=", orderId)
    .where("buyer_id", "=", buyerId)
    .executeTakeFirst();
  if (!row) throw new OrderNotFoundError();
  return row.state;
}

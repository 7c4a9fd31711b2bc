import { randomUUID } from "node:crypto";
import { EventCancelledV1 } from "@mawid/contracts/events";
import { type EventMeta, on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { Transaction } from "kysely";
import { ticketingDb } from "../../db/tables.ts";
import { addressesOf, queueMails } from "../../mail/queue.ts";
import { handleOrderCommand } from "../../order/handle.ts";
import { refundOrder } from "../../order/refund-order/refund-order.ts";

type Cancelled = { eventId: string; reason: string; cancelledBy: string; cancelledAt: string };

/** Whoever holds a valid ticket for the event (by account or the e-mail it was sent to), and every paying buyer. */
async function holders(trx: Transaction<unknown>, eventId: string, paidBuyers: readonly string[]) {
  const db = ticketingDb(trx);
  const tickets = await db
    .selectFrom("tickets")
    .select(["holder_user_id", "holder_email"])
    .where("event_id", "=", eventId)
    .where("status", "=", "valid")
    .execute();
  const userIds = [...paidBuyers, ...tickets.flatMap((t) => (t.holder_user_id ? [t.holder_user_id] : []))];
  const addresses = await addressesOf(db, userIds);
  const to = new Set<string>();
  for (const id of userIds) {
    const address = addresses.get(id);
    if (address) to.add(address);
  }
  for (const t of tickets) if (t.holder_email) to.add(t.holder_email);
  return [...to];
}

/**
 * The event was cancelled: every paid order is refunded in full (payments moves the money on
 * OrderRefunded), every unpaid one cancelled, every ticket revoked, and every ticket holder told by
 * e-mail, all in the inbox's transaction. A redelivered message finds nothing left to do.
 */
export async function cancelEventOrders(
  trx: Transaction<unknown>,
  data: Cancelled,
  meta: Pick<EventMeta, "id" | "correlationId" | "traceparent">,
): Promise<void> {
  const db = ticketingDb(trx);
  // Set here too, so no order placed from now on slips in while the events consumer is behind.
  await db
    .updateTable("known_events")
    .set({ status: "cancelled" })
    .where("event_id", "=", data.eventId)
    .execute();
  const orders = await db
    .selectFrom("orders")
    .select(["order_id", "buyer_id", "status"])
    .where("event_id", "=", data.eventId)
    .where("status", "in", ["pending", "paid"])
    .orderBy("order_id")
    .execute();
  const paidBuyers = orders.filter((o) => o.status === "paid").map((o) => o.buyer_id);
  const recipients = await holders(trx, data.eventId, paidBuyers);
  const commandMeta = {
    occurredAt: new Date(),
    correlationId: meta.correlationId,
    causationId: meta.id,
    traceparent: meta.traceparent,
  };
  for (const order of orders) {
    if (order.status === "pending") {
      await handleOrderCommand(
        trx,
        order.order_id,
        { type: "CancelOrderForEvent", cancelledBy: data.cancelledBy, at: data.cancelledAt },
        commandMeta,
      );
      continue;
    }
    await refundOrder(
      trx,
      order.order_id,
      {
        type: "RefundOrder",
        refundId: randomUUID(),
        initiator: "event-cancelled",
        actorId: null,
        positionIds: null,
        amount: null,
        reason: data.reason,
        buyer: null,
        at: data.cancelledAt,
      },
      commandMeta,
    );
  }
  await queueMails(
    db,
    recipients.map((to) => ({
      kind: "event-cancelled" as const,
      recipient: to,
      payload: { eventId: data.eventId, reason: data.reason },
    })),
    commandMeta.occurredAt,
  );
}

export function eventCancellationConsumer(): ConsumerDefinition {
  return defineConsumer("ticketing.event-cancellation", [
    on(EventCancelledV1, (trx, data, meta) => cancelEventOrders(trx, data, meta)),
  ]);
}

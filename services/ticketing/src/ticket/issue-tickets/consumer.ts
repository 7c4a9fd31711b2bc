import { OrderPaidV1, type TOrderPaid, ticketsStreamId } from "@mawid/contracts/ticketing";
import { type EventMeta, on } from "@mawid/bus";
import type { Transaction } from "kysely";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { ticketingDb } from "../../db/tables.ts";
import { queueTicketsMail } from "../../mail/ticket-mail.ts";
import type { TicketKeyStore } from "../../ticket-keys/ticket-key-store.ts";
import { ticketSigner } from "../../ticket-keys/ticket-signer.ts";
import { handleTicketsCommand } from "../handle.ts";
import { writeTicketSecrets } from "../secrets.ts";
import { ticketValidity } from "../validity.ts";

/** One ticket per position of a paid (or free, completed) order, with its signed secret. */
export async function issueTickets(
  trx: Transaction<unknown>,
  keys: TicketKeyStore,
  order: TOrderPaid,
  meta: Pick<EventMeta, "id" | "correlationId" | "traceparent">,
): Promise<void> {
  const event = await ticketingDb(trx)
    .selectFrom("known_events")
    .select("ends_at")
    .where("event_id", "=", order.eventId)
    .executeTakeFirst();
  // An order is placed only for an event ticketing knows, so this is a fault: retried, then parked.
  if (!event)
    throw new Error(`event ${order.eventId} of paid order ${order.orderId} is unknown to ticketing`);
  // Locked so that a refund committing now is seen: its positions get no ticket (its revocation found none).
  const current = await ticketingDb(trx)
    .selectFrom("orders")
    .select("state")
    .where("order_id", "=", order.orderId)
    .forShare()
    .executeTakeFirst();
  const refunded = new Set(current?.state.refundedPositionIds ?? []);
  const now = new Date();
  const signer = ticketSigner(await keys.signingKey(order.eventId, order.organizationId, now));
  await handleTicketsCommand(
    trx,
    ticketsStreamId(order.orderId),
    {
      type: "IssueTickets",
      orderId: order.orderId,
      eventId: order.eventId,
      organizationId: order.organizationId,
      holderUserId: order.buyerId,
      tickets: order.positions
        .filter((p) => !refunded.has(p.positionId))
        .map((p) => ({
          ticketId: p.positionId,
          ticketTypeId: p.ticketTypeId,
          section: p.section,
          entrance: p.entrance,
          attendeeName: p.attendeeName,
          admits: p.admits,
        })),
      kid: signer.kid,
      ...ticketValidity(new Date(order.paidAt), event.ends_at),
      digestOf: signer.digestOf,
      at: order.paidAt,
    },
    {
      occurredAt: now,
      correlationId: meta.correlationId,
      causationId: meta.id,
      traceparent: meta.traceparent,
    },
    async (t, handled) => {
      await writeTicketSecrets(t, handled.events, signer);
      if (handled.events.length > 0) await queueTicketsMail(t, order, now);
    },
  );
}

export function issueTicketsConsumer(keys: TicketKeyStore): ConsumerDefinition {
  return defineConsumer("ticketing.issue-tickets", [
    on(OrderPaidV1, (trx, order, meta) => issueTickets(trx, keys, order, meta)),
  ]);
}

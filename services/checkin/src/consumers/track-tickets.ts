import { orderCodeOf } from "@mawid/contracts/checkin";
import {
  type TTicketRevocationReason,
  TicketRevokedV1,
  TicketTransferredV2,
  TicketsIssuedV2,
} from "@mawid/contracts/ticketing";
import { on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { Transaction } from "kysely";
import { checkinDb } from "../db/tables.ts";
import type { TicketsTable } from "../db/tables/admissions.ts";

type NewTicket = Omit<TicketsTable, "order_code" | "status" | "revoked_reason" | "revoked_at">;

/**
 * Every ticket of every event as ticketing's tickets streams leave it: issued, transferred (the old
 * id revoked, the new one valid) and revoked (refunded, cancelled). Scanning then needs nothing from
 * ticketing. Each write holds however often a message comes: an issued ticket is inserted once, a
 * revocation keeps its first reason.
 */
export function trackTicketsConsumer(schema: string): ConsumerDefinition {
  const insert = (trx: Transaction<unknown>, tickets: readonly NewTicket[]) =>
    checkinDb(trx, schema)
      .insertInto("tickets")
      .values(tickets.map((t) => ({ ...t, order_code: orderCodeOf(t.order_id), status: "valid" as const })))
      .onConflict((oc) => oc.column("ticket_id").doNothing())
      .execute();
  const revoke = (trx: Transaction<unknown>, ticketId: string, reason: TTicketRevocationReason, at: string) =>
    checkinDb(trx, schema)
      .updateTable("tickets")
      .set({ status: "revoked", revoked_reason: reason, revoked_at: new Date(at) })
      .where("ticket_id", "=", ticketId)
      .where("status", "=", "valid")
      .execute();
  // Batched: an on-sale issues thousands of orders' tickets at once, and every effect is a row here.
  return defineConsumer(
    "checkin.tickets",
    [
      on(TicketsIssuedV2, async (trx, d) => {
        if (d.tickets.length === 0) return;
        await insert(
          trx,
          d.tickets.map((t) => ({
            ticket_id: t.ticketId,
            event_id: d.eventId,
            order_id: d.orderId,
            ticket_type_id: t.ticketTypeId,
            section: t.section,
            entrance: t.entrance,
            attendee_name: t.attendeeName,
            admits: t.admits,
            kid: d.kid,
            valid_from: new Date(d.validFrom),
            valid_until: new Date(d.validUntil),
            secret_digest: t.secretDigest,
          })),
        );
      }),
      on(TicketTransferredV2, async (trx, d) => {
        await revoke(trx, d.ticketId, "transferred", d.transferredAt);
        await insert(trx, [
          {
            ticket_id: d.newTicketId,
            event_id: d.eventId,
            order_id: d.orderId,
            ticket_type_id: d.ticketTypeId,
            section: d.section,
            entrance: d.entrance,
            attendee_name: d.attendeeName,
            admits: d.admits,
            kid: d.kid,
            valid_from: new Date(d.validFrom),
            valid_until: new Date(d.validUntil),
            secret_digest: d.secretDigest,
          },
        ]);
      }),
      on(TicketRevokedV1, (trx, d) => revoke(trx, d.ticketId, d.reason, d.revokedAt).then(() => undefined)),
    ],
    { batched: true },
  );
}

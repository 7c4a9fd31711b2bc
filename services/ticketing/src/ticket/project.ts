import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import type { TicketsEvent } from "./decider.ts";

/** tickets and ticket_revocations, in the append's transaction. */
export async function projectTickets(
  trx: Transaction<unknown>,
  events: readonly TicketsEvent[],
): Promise<void> {
  const db = ticketingDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "TicketsIssued": {
        const d = event.data;
        await db
          .insertInto("tickets")
          .values(
            d.tickets.map((t) => ({
              ticket_id: t.ticketId,
              position_id: t.ticketId,
              order_id: d.orderId,
              event_id: d.eventId,
              organization_id: d.organizationId,
              ticket_type_id: t.ticketTypeId,
              section: t.section,
              entrance: t.entrance,
              attendee_name: t.attendeeName,
              admits: t.admits,
              holder_user_id: d.holderUserId,
              holder_email: null,
              status: "valid",
              issued_at: new Date(d.issuedAt),
            })),
          )
          .execute();
        break;
      }
      case "TicketTransferred": {
        const d = event.data;
        const old = await db
          .updateTable("tickets")
          .set({ status: "transferred" })
          .where("ticket_id", "=", d.ticketId)
          .returning(["organization_id", "position_id"])
          .executeTakeFirstOrThrow();
        await db
          .insertInto("tickets")
          .values({
            ticket_id: d.newTicketId,
            position_id: old.position_id,
            order_id: d.orderId,
            event_id: d.eventId,
            organization_id: old.organization_id,
            ticket_type_id: d.ticketTypeId,
            section: d.section,
            entrance: d.entrance,
            attendee_name: d.attendeeName,
            admits: d.admits,
            holder_user_id: d.holderUserId,
            holder_email: d.holderEmail,
            status: "valid",
            issued_at: new Date(d.transferredAt),
          })
          .execute();
        break;
      }
      case "TicketRevoked": {
        const d = event.data;
        await db
          .updateTable("tickets")
          .set({ status: "revoked" })
          .where("ticket_id", "=", d.ticketId)
          .where("status", "=", "valid")
          .execute();
        await db
          .insertInto("ticket_revocations")
          .values({
            ticket_id: d.ticketId,
            event_id: d.eventId,
            reason: d.reason,
            revoked_at: new Date(d.revokedAt),
          })
          .onConflict((oc) => oc.column("ticket_id").doNothing())
          .execute();
        break;
      }
    }
  }
}

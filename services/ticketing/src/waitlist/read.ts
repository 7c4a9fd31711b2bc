import type { TMyWaitlistEntry } from "@mawid/contracts/ticketing";
import { type Kysely, sql } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";

/** A person's places in line, newest first (one of them, given its id), with where they stand now. */
export async function readMyWaitlist(
  db: Kysely<TicketingDatabase>,
  userId: string,
  entryId?: string,
): Promise<TMyWaitlistEntry[]> {
  let query = db
    .selectFrom("waitlist_entries as w")
    .innerJoin("ticket_types as t", "t.ticket_type_id", "w.ticket_type_id")
    .innerJoin("known_events as e", "e.event_id", "w.event_id")
    .select([
      "w.entry_id",
      "w.event_id",
      "e.title",
      "w.ticket_type_id",
      "t.name",
      "w.quantity",
      "w.status",
      "w.joined_at",
      "w.offer_id",
      "w.offered_at",
      "w.offer_expires_at",
      "w.order_id",
      sql<string | null>`CASE WHEN w.status = 'waiting' THEN (
        SELECT count(*) FROM ${sql.id("ticketing", "waitlist_entries")} ahead
        WHERE ahead.ticket_type_id = w.ticket_type_id AND ahead.status = 'waiting'
          AND ahead.line_seq <= w.line_seq) END`.as("position"),
    ])
    .where("w.user_id", "=", userId)
    .orderBy("w.line_seq", "desc")
    .limit(100);
  if (entryId) query = query.where("w.entry_id", "=", entryId);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.entry_id,
    eventId: r.event_id,
    eventTitle: r.title,
    ticketTypeId: r.ticket_type_id,
    ticketTypeName: r.name,
    quantity: r.quantity,
    status: r.status,
    position: r.position === null ? null : Number(r.position),
    joinedAt: r.joined_at.toISOString(),
    offer:
      r.offer_id && r.offered_at && r.offer_expires_at
        ? {
            id: r.offer_id,
            offeredAt: r.offered_at.toISOString(),
            expiresAt: r.offer_expires_at.toISOString(),
            orderId: r.order_id,
          }
        : null,
  }));
}

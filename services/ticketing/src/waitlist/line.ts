import type { TEventStatus } from "@mawid/contracts/events";
import { type Kysely, sql, type Transaction } from "kysely";
import { candidateQuotaIds } from "../capacity/quota-ids.ts";
import type { TicketingDatabase } from "../db/tables.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";
import type { WaitlistTicketType } from "./decider.ts";

/** A ticket type's line as its commands need it: the event, the type, and the quotas (with seats left). */
export interface LineSnapshot {
  event: EventSnapshot;
  ticketType: WaitlistTicketType;
  hidden: boolean;
  /** Seats each quota has neither held nor sold; a quota without capacity has no limit. */
  seatsLeft: Map<string, number>;
}

/**
 * Every write to a ticket type's line takes its lock first, so writers queue instead of losing the
 * stream's version race, and an offer reads the head of the line no one else is offering to.
 */
export async function lockLine<Tables>(trx: Transaction<Tables>, ticketTypeId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`ticketing:waitlist:${ticketTypeId}`}))`.execute(trx);
}

/** The ticket type, its event and its quotas as they are now; null for a type ticketing does not know. */
export async function readLine(
  db: Kysely<TicketingDatabase>,
  ticketTypeId: string,
): Promise<LineSnapshot | null> {
  const row = await db
    .selectFrom("ticket_types")
    .innerJoin("known_events", "known_events.event_id", "ticket_types.event_id")
    .select([
      "ticket_types.event_id",
      "ticket_types.name",
      "ticket_types.section",
      "ticket_types.sales_start",
      "ticket_types.sales_end",
      "ticket_types.min_per_order",
      "ticket_types.max_per_order",
      "ticket_types.group_size",
      "ticket_types.hidden",
      "known_events.organization_id",
      "known_events.status",
    ])
    .where("ticket_types.ticket_type_id", "=", ticketTypeId)
    .executeTakeFirst();
  if (!row) return null;
  const candidates = candidateQuotaIds({ id: ticketTypeId, eventId: row.event_id, section: row.section });
  const quotas = await db
    .selectFrom("quotas")
    .select(["quota_id", "capacity", "held", "sold"])
    .where("quota_id", "in", candidates)
    .execute();
  const seatsLeft = new Map(
    quotas.map((q) => [
      q.quota_id,
      q.capacity === null ? Number.POSITIVE_INFINITY : q.capacity - q.held - q.sold,
    ]),
  );
  return {
    event: { eventId: row.event_id, organizationId: row.organization_id, status: row.status as TEventStatus },
    ticketType: {
      id: ticketTypeId,
      name: row.name,
      salesStart: row.sales_start?.toISOString() ?? null,
      salesEnd: row.sales_end?.toISOString() ?? null,
      minPerOrder: row.min_per_order,
      maxPerOrder: row.max_per_order,
      groupSize: row.group_size,
      quotaIds: quotas.map((q) => q.quota_id).sort(),
    },
    hidden: row.hidden,
    seatsLeft,
  };
}

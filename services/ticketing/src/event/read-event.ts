import type { TEventStatus } from "@mawid/contracts/events";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { EventNotFoundError } from "../errors.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";

/** The event as ticketing last heard of it on the bus; unknown until the events service announces it. */
export async function readEvent(db: Kysely<TicketingDatabase>, eventId: string): Promise<EventSnapshot> {
  const row = await db
    .selectFrom("known_events")
    .select(["event_id", "organization_id", "status"])
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  if (!row) throw new EventNotFoundError();
  return { eventId: row.event_id, organizationId: row.organization_id, status: row.status as TEventStatus };
}

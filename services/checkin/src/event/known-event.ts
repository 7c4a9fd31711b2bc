import type { Kysely } from "kysely";
import type { CheckinDatabase } from "../db/tables.ts";
import { EventNotFoundError } from "../gate/errors.ts";

/** An event as check-in learnt it from the events service. */
export interface KnownEvent {
  eventId: string;
  organizationId: string;
  title: string;
  timeZone: string;
  status: string;
}

export async function readKnownEvent(
  db: Kysely<CheckinDatabase>,
  eventId: string,
): Promise<KnownEvent | null> {
  const row = await db
    .selectFrom("known_events")
    .select(["event_id", "organization_id", "title", "time_zone", "status"])
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    eventId: row.event_id,
    organizationId: row.organization_id,
    title: row.title,
    timeZone: row.time_zone,
    status: row.status,
  };
}

/** The event, or EVENT_NOT_FOUND when check-in has not heard of it. */
export async function requireKnownEvent(
  events: { get(eventId: string): Promise<KnownEvent | null> },
  eventId: string,
): Promise<KnownEvent> {
  const event = await events.get(eventId);
  if (!event) throw new EventNotFoundError();
  return event;
}

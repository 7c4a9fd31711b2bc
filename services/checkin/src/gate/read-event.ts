import type { Kysely } from "kysely";
import type { CheckinDatabase } from "../db/tables.ts";
import type { GatesEventRef } from "./decider.ts";
import { EventNotFoundError } from "./errors.ts";

/** The event's organisation, as check-in last heard of it on the bus; unknown until it was announced. */
export async function readEventOrganization(
  db: Kysely<CheckinDatabase>,
  eventId: string,
): Promise<GatesEventRef> {
  const row = await db
    .selectFrom("known_events")
    .select("organization_id")
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  if (!row) throw new EventNotFoundError();
  return { eventId, organizationId: row.organization_id };
}

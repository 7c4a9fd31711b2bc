import type { Kysely } from "kysely";
import type { AnalyticsDatabase } from "../db/tables.ts";
import { EventNotFoundError } from "../errors.ts";
import { readEventFacts } from "../reads/access.ts";

/** An event filter names one of the organisation's own events (another's is as good as unknown). */
export async function requireOwnEvent(
  db: Kysely<AnalyticsDatabase>,
  organizationId: string,
  eventId: string | undefined,
): Promise<void> {
  if (!eventId) return;
  const event = await readEventFacts(db, eventId);
  if (event.organizationId !== organizationId) throw new EventNotFoundError();
}

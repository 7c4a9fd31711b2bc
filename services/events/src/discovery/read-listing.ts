import type { Kysely } from "kysely";
import { EventsErrorCode, type TEventListing } from "@mawid/contracts/events";
import { NotFoundError } from "@mawid/service/errors";
import type { EventsDatabase } from "../db/tables.ts";
import { type ListingRow, listingColumns, toListing } from "./listing.ts";

/** A published event anyone with its link may see: public ones, and unlisted ones (never private). */
export async function readSharedListing(db: Kysely<EventsDatabase>, eventId: string): Promise<TEventListing> {
  const row = (await db
    .selectFrom("discovery_events as e")
    .select((eb) => listingColumns(eb))
    .where("e.event_id", "=", eventId)
    .where("e.status", "=", "published")
    .where("e.visibility", "in", ["public", "unlisted"])
    .executeTakeFirst()) as ListingRow | undefined;
  if (!row) throw new NotFoundError("Event not found", EventsErrorCode.eventNotFound);
  return toListing(row);
}

import type { Kysely } from "kysely";
import type { EventsDatabase } from "../db/tables.ts";

/**
 * The event's "from" price in the discovery index: the lowest of its ticket types anyone may buy
 * (hidden ones need a code). Unchanged until it has one.
 */
export async function foldLowestPrice(db: Kysely<EventsDatabase>, eventId: string): Promise<void> {
  const lowest = await db
    .selectFrom("ticket_prices")
    .select(["lowest_price", "currency"])
    .where("event_id", "=", eventId)
    .where("hidden", "=", false)
    .orderBy("lowest_price")
    .limit(1)
    .executeTakeFirst();
  if (!lowest) return;
  await db
    .updateTable("discovery_events")
    .set({ lowest_price: lowest.lowest_price, price_currency: lowest.currency })
    .where("event_id", "=", eventId)
    .execute();
}

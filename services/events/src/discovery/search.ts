import { type Kysely, sql } from "kysely";
import { DISCOVERY_PAGE_SIZE, type TDiscoveryPage, type TDiscoveryQuery } from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";
import { type ListingRow, listedEvents, listingColumns, toListing } from "./listing.ts";

const DAY_MS = 86_400_000;

/** A bare date ends at the end of that day (UTC); a time is taken as given. */
function endOf(value: string): Date {
  return value.length === 10 ? new Date(Date.parse(value) + DAY_MS) : new Date(value);
}

/** Words in English or Arabic (stemmed), or as written (names, tags). */
export function matches(text: string) {
  return sql<boolean>`e.search @@ (websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('arabic', ${text}) || websearch_to_tsquery('simple', ${text}))`;
}

type Filters = Omit<TDiscoveryQuery, "near" | "sort" | "page">;

/** Published public events the query's words, dates, category, audience and price allow (not its place). */
export function filteredEvents(db: Kysely<EventsDatabase>, query: Filters, now: Date) {
  let filtered = listedEvents(db).where("e.ends_at", ">=", query.from ? new Date(query.from) : now);
  if (query.to) filtered = filtered.where("e.starts_at", "<", endOf(query.to));
  if (query.q) filtered = filtered.where(matches(query.q));
  if (query.category) filtered = filtered.where("e.category", "=", query.category);
  if (query.audience) filtered = filtered.where("e.audience", "=", query.audience);
  if (query.price === "free") filtered = filtered.where("e.lowest_price", "=", 0);
  if (query.price === "paid") filtered = filtered.where("e.lowest_price", ">", 0);
  return filtered;
}

/**
 * Published public events matching the query, by date, a page of them, and how many there are in all
 * (near-me searches are near-search.ts's). The page is chosen and counted on the indexed columns alone,
 * and only its rows are read in full.
 */
export async function searchEvents(
  db: Kysely<EventsDatabase>,
  query: TDiscoveryQuery,
  now: Date,
): Promise<TDiscoveryPage> {
  const filtered = filteredEvents(db, query, now);
  const page = filtered
    .select(["e.event_id", "e.starts_at", sql<string>`count(*) OVER ()`.as("total")])
    .limit(DISCOVERY_PAGE_SIZE)
    .offset((query.page - 1) * DISCOVERY_PAGE_SIZE)
    .orderBy("e.starts_at")
    .orderBy("e.event_id");

  const found = (await db
    .with("page", () => page)
    .selectFrom("page")
    .innerJoin("discovery_events as e", "e.event_id", "page.event_id")
    .select((eb) => [...listingColumns(eb as never), "page.total"])
    .orderBy("page.starts_at")
    .orderBy("page.event_id")
    .execute()) as (ListingRow & { total: string })[];

  // A page past the end has no row to carry the count.
  const total =
    found.length > 0
      ? Number(found[0]!.total)
      : Number((await filtered.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
  return { items: found.map(toListing), page: query.page, pageSize: DISCOVERY_PAGE_SIZE, total };
}

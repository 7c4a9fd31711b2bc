import type { Kysely } from "kysely";
import {
  DISCOVERY_PAGE_SIZE,
  type TPersonalDiscoveryPage,
  type TPersonalDiscoveryQuery,
} from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";
import { distanceKm, type ListingRow, listedEvents, listingColumns, toListing, within } from "./listing.ts";
import { type Candidate, type RankingProfile, rank } from "./rank.ts";

/** How many events each reason brings in at most before ranking. */
const PER_REASON = 200;

async function followedOrganizations(
  db: Kysely<EventsDatabase>,
  userId: string | null,
): Promise<Set<string>> {
  if (!userId) return new Set();
  const rows = await db
    .selectFrom("follows")
    .select("organization_id")
    .where("user_id", "=", userId)
    .execute();
  return new Set(rows.map((r) => r.organization_id));
}

/**
 * The ranking for one person: upcoming published public events from hosts they follow, in categories
 * they asked for, near the place they gave, and the soonest, ranked with promotion (rank.ts).
 */
export async function discoverFor(
  db: Kysely<EventsDatabase>,
  userId: string | null,
  query: TPersonalDiscoveryQuery,
  now: Date,
): Promise<TPersonalDiscoveryPage> {
  const profile: RankingProfile = {
    followedOrganizations: await followedOrganizations(db, userId),
    // Ticketing does not announce registrations yet; their hosts and categories join here when it does.
    registeredOrganizations: new Set(),
    categories: new Set(query.categories),
    radiusKm: query.near ? query.radiusKm : null,
  };
  const { near } = query;
  const upcoming = listedEvents(db).where("e.ends_at", ">=", now);
  const fetch = (q: typeof upcoming) =>
    q
      .select((eb) => [...listingColumns(eb), ...(near ? [distanceKm(near).as("distance_km")] : [])])
      .orderBy("e.starts_at")
      .orderBy("e.event_id")
      .limit(PER_REASON)
      .execute() as Promise<ListingRow[]>;
  const hosts = [...profile.followedOrganizations];
  const categories = [...profile.categories];
  const batches = await Promise.all([
    fetch(upcoming),
    hosts.length > 0 ? fetch(upcoming.where("e.organization_id", "in", hosts)) : [],
    categories.length > 0 ? fetch(upcoming.where("e.category", "in", categories)) : [],
    near ? fetch(within(upcoming, near, query.radiusKm)) : [],
  ]);
  const candidates = new Map<string, Candidate>();
  for (const row of batches.flat()) {
    if (!candidates.has(row.event_id))
      candidates.set(row.event_id, { listing: toListing(row), promotion: row.promotion ?? 0 });
  }
  const ranked = rank([...candidates.values()], profile, now);
  const start = (query.page - 1) * DISCOVERY_PAGE_SIZE;
  return {
    items: ranked.slice(start, start + DISCOVERY_PAGE_SIZE).map((r) => r.listing),
    page: query.page,
    pageSize: DISCOVERY_PAGE_SIZE,
    total: ranked.length,
  };
}

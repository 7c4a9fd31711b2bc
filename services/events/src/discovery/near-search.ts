import DataLoader from "dataloader";
import { type Kysely, sql } from "kysely";
import { LRUCache } from "lru-cache";
import { DISCOVERY_PAGE_SIZE, type TDiscoveryQuery, type TPoint } from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";
import { type ListingRow, listedEvents, listingColumns, toListing, within } from "./listing.ts";
import { discoveryPageJson, type OpenListingJson, openListingJson } from "./page-json.ts";
import { recentAnswers } from "./recent-answers.ts";
import { filteredEvents } from "./search.ts";

const EARTH_RADIUS_KM = 6371;
/**
 * Grid cells about as wide as the radius asked for (0.05° doubled up to 1.6°): visitors in one cell
 * share their candidates, which lie within about 1.7 radii of its centre, so a cell is found often
 * enough to be worth keeping and its candidates are not many more than one visitor's own.
 */
const CELL_SIZES = [1.6, 0.8, 0.4, 0.2, 0.1, 0.05];
const KM_PER_DEGREE = 111.045;

function cellDegrees(radiusKm: number): number {
  return CELL_SIZES.find((size) => size * KM_PER_DEGREE <= radiusKm) ?? CELL_SIZES.at(-1)!;
}
/** A newly published event near someone is found within this, as searches by words are. */
const KEEP_CANDIDATES_MS = 10_000;
/**
 * Only an event ending within this of the candidates' query can end while they are kept (twice the
 * keeping, for slack): only those are sent with their end, as PostgreSQL writes out a timestamp for
 * each candidate at a cost comparable to finding it.
 */
const ENDING_SOON_MS = 2 * KEEP_CANDIDATES_MS;

/**
 * The events around one cell, ordered by start then id, as unit vectors: whether one is within r of a
 * visitor is then a dot product (cos of the angle between them ≥ cos(r / R)), cheap enough to test
 * thousands of them per request.
 */
interface Candidates {
  ids: string[];
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  endsAt: Float64Array;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function unitVector(point: TPoint): [number, number, number] {
  const lat = radians(point.latitude);
  const lng = radians(point.longitude);
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** The same great-circle distance as the database's (listing.ts), so both agree on who is within reach. */
export function haversineKm(a: TPoint, b: TPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/**
 * The grid cell a point falls in: its centre, and how far from the centre any point of the cell can be,
 * so every event within r of a visitor is within r + reach of the centre.
 */
export function gridCell(point: TPoint, radiusKm: number): { key: string; centre: TPoint; reachKm: number } {
  const size = cellDegrees(radiusKm);
  const row = Math.floor(point.latitude / size);
  const column = Math.floor(point.longitude / size);
  const south = row * size;
  const west = column * size;
  const centre = { latitude: south + size / 2, longitude: west + size / 2 };
  const corners = [south, south + size].flatMap((latitude) =>
    [west, west + size].map((longitude) => ({
      latitude: Math.max(-90, Math.min(90, latitude)),
      longitude,
    })),
  );
  // A hair more than the farthest corner, for rounding between JavaScript and PostgreSQL.
  const reachKm = Math.max(...corners.map((c) => haversineKm(centre, c))) + 0.01;
  return { key: `${size}:${row}:${column}`, centre, reachKm };
}

/**
 * The `count` closest of the candidates offered, nearest first, equals in the order they were offered
 * (date order): kept in a short sorted list while the candidates are walked once, since a page needs
 * tens of thousands of candidates' first few only.
 */
export class Nearest {
  readonly indexes: number[] = [];
  readonly #closeness: number[] = [];
  readonly #count: number;

  constructor(count: number) {
    this.#count = count;
  }

  /** How close a candidate has to be to be kept: the farthest kept one's closeness once they are full. */
  get threshold(): number {
    return this.#closeness.length < this.#count
      ? Number.NEGATIVE_INFINITY
      : this.#closeness[this.#count - 1]!;
  }

  /** A candidate and how close it is (a larger cos is closer). */
  offer(index: number, cos: number): void {
    const top = this.#closeness;
    if (cos <= this.threshold) return;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (top[mid]! >= cos) low = mid + 1;
      else high = mid;
    }
    top.splice(low, 0, cos);
    this.indexes.splice(low, 0, index);
    if (top.length > this.#count) {
      top.pop();
      this.indexes.pop();
    }
  }
}

/** An event as a page lists it, encoded once, and its place, for each visitor's own distance. */
interface KeptListing {
  json: OpenListingJson;
  place: TPoint;
}

/**
 * Listings by id, each kept 10 s like the candidates (an edit shows within that), at most 50,000 of
 * them (their JSON, about 1 KB each), the least recently used dropped first: a page is then mostly read from
 * memory, already as it is listed. Pages by distance around a city draw on most of its events, more
 * than 20,000 in the discovery bench's cities (keeping 50,000 instead took its near-me p99 from 50 ms
 * to 44 and 46 at the same rate).
 * The rows missing from the pages of every visitor answered in one turn of the event loop are asked
 * for in one query: under load that is dozens of visitors at once, where a query each cost more than
 * all their other work.
 */
function recentListings(db: Kysely<EventsDatabase>, max = 50_000) {
  const kept = new LRUCache<string, { until: number; found: KeptListing }>({ max });
  const missingRows = new DataLoader<string, KeptListing | null>(
    async (ids) => {
      const rows = (await listedEvents(db)
        .where("e.event_id", "in", [...new Set(ids)])
        .select((eb) => listingColumns(eb as never))
        .execute()) as ListingRow[];
      const until = Date.now() + KEEP_CANDIDATES_MS;
      const byId = new Map<string, KeptListing>();
      for (const row of rows) {
        const found = {
          json: openListingJson(toListing(row)),
          place: { latitude: row.latitude!, longitude: row.longitude! },
        };
        byId.set(row.event_id, found);
        kept.set(row.event_id, { until, found });
      }
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, batchScheduleFn: (load) => setImmediate(load), maxBatchSize: 2_000 },
  );
  return async (ids: readonly string[]): Promise<Map<string, KeptListing>> => {
    const now = Date.now();
    const found = new Map<string, KeptListing>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = kept.get(id);
      if (hit && hit.until > now) found.set(id, hit.found);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await Promise.all(missing.map((id) => missingRows.load(id)));
    loaded.forEach((listing, i) => {
      if (listing) found.set(missing[i]!, listing);
    });
    return found;
  };
}

/**
 * The events within reach of anyone in the visitor's grid cell that the query's filters allow, by
 * date: ids and places, and the end of those ending soon.
 */
export function candidatesQuery(
  db: Kysely<EventsDatabase>,
  query: TDiscoveryQuery & { near: TPoint },
  now: Date,
) {
  const cell = gridCell(query.near, query.radiusKm);
  const { near: _near, sort: _sort, page: _page, ...filters } = query;
  const endingSoon = new Date(now.getTime() + ENDING_SOON_MS);
  return within(filteredEvents(db, filters, now), cell.centre, query.radiusKm + cell.reachKm)
    .select([
      "e.event_id",
      "e.latitude",
      "e.longitude",
      sql<Date | null>`CASE WHEN e.ends_at < ${endingSoon} THEN e.ends_at END`.as("ends_soon"),
    ])
    .orderBy("e.starts_at")
    .orderBy("e.event_id");
}

/**
 * Near-me searches: the events around the visitor's grid cell, for the same filters, are found once per
 * 10 s and kept as ids and places; each visitor's own distances, order, page and count are worked out
 * from them exactly, and only the page's rows are read. So 100 visitors around one city cost the
 * spatial query once, not 100 times, and each still sees distances from where they are. The page is
 * answered as JSON (ZDiscoveryPage) made of the kept listings' encodings.
 */
export function nearSearch(db: Kysely<EventsDatabase>) {
  const recent = recentAnswers<Candidates>(KEEP_CANDIDATES_MS, 2_000);
  const listings = recentListings(db);

  const candidatesAround = (query: TDiscoveryQuery & { near: TPoint }, now: Date) => {
    const cell = gridCell(query.near, query.radiusKm);
    const { near: _near, sort: _sort, page: _page, ...filters } = query;
    return recent(JSON.stringify({ cell: cell.key, ...filters }), async () => {
      const rows = await candidatesQuery(db, query, now).execute();
      const found: Candidates = {
        ids: rows.map((r) => r.event_id),
        x: new Float64Array(rows.length),
        y: new Float64Array(rows.length),
        z: new Float64Array(rows.length),
        endsAt: new Float64Array(rows.length),
      };
      rows.forEach((r, i) => {
        [found.x[i], found.y[i], found.z[i]] = unitVector({ latitude: r.latitude!, longitude: r.longitude! });
        found.endsAt[i] = r.ends_soon === null ? Number.POSITIVE_INFINITY : r.ends_soon.getTime();
      });
      return found;
    });
  };

  return async (query: TDiscoveryQuery & { near: TPoint }, now: Date): Promise<Buffer> => {
    const endsAfter = query.from ? Date.parse(query.from) : now.getTime();
    const around = await candidatesAround(query, now);
    const [vx, vy, vz] = unitVector(query.near);
    const minCos = Math.cos(query.radiusKm / EARTH_RADIUS_KM);
    const start = (query.page - 1) * DISCOVERY_PAGE_SIZE;
    const end = start + DISCOVERY_PAGE_SIZE;
    // One walk of the candidates in date order counts those within reach and keeps only the page's:
    // by date, the reached ones at the page's places; by distance, the nearest up to the page's end
    // (sorting every one of thousands cost ten times the walk, and keeping them all cost the collector).
    // Whether a candidate is within reach is counted as a number, not branched on: the candidates lie
    // every way around the visitor, so a branch on it was mispredicted half the time, at four times
    // the cost of the rest of the walk. The branches taken are rare ones: the page's places, or
    // closer than the nearest kept so far.
    const nearest = query.sort === "distance" ? new Nearest(end) : null;
    let threshold = nearest === null ? Number.POSITIVE_INFINITY : nearest.threshold;
    const byDate: number[] = [];
    const { x, y, z, endsAt } = around;
    let total = 0;
    for (let i = 0; i < x.length; i++) {
      const cos = vx * x[i]! + vy * y[i]! + vz * z[i]!;
      const reached = +(cos >= minCos) & +(endsAt[i]! >= endsAfter);
      if (nearest === null) {
        if (total < end && total >= start && reached === 1) byDate.push(i);
      } else if (cos > threshold && reached === 1) {
        nearest.offer(i, cos);
        threshold = nearest.threshold;
      }
      total += reached;
    }
    const picked = nearest === null ? byDate : nearest.indexes.slice(start);
    const page = picked.map((i) => around.ids[i]!);
    const byId = await listings(page);
    const items = page.flatMap((id) => {
      const kept = byId.get(id);
      if (!kept) return [];
      return [{ json: kept.json, distanceKm: Math.round(haversineKm(query.near, kept.place) * 10) / 10 }];
    });
    return discoveryPageJson(items, { page: query.page, pageSize: DISCOVERY_PAGE_SIZE, total });
  };
}

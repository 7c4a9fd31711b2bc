import type { Kysely } from "kysely";
import {
  DISCOVERY_PAGE_SIZE,
  type TDiscoveryPage,
  type TDiscoveryQuery,
  type TPoint,
} from "@mawid/contracts/events";
import type { EventsDatabase } from "../db/tables.ts";
import { type ListingRow, listedEvents, listingColumns, toListing, within } from "./listing.ts";
import { recentAnswers } from "./recent-answers.ts";
import { filteredEvents } from "./search.ts";

const EARTH_RADIUS_KM = 6371;
/** Grid cells of 0.05° (about 5.5 km north to south): visitors in one cell share their candidates. */
const CELL_DEGREES = 0.05;
/** A newly published event near someone is found within this, as searches by words are. */
const KEEP_CANDIDATES_MS = 10_000;

interface Candidate {
  id: string;
  latitude: number;
  longitude: number;
  startsAt: number;
  endsAt: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

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
export function gridCell(point: TPoint): { key: string; centre: TPoint; reachKm: number } {
  const row = Math.floor(point.latitude / CELL_DEGREES);
  const column = Math.floor(point.longitude / CELL_DEGREES);
  const south = row * CELL_DEGREES;
  const west = column * CELL_DEGREES;
  const centre = { latitude: south + CELL_DEGREES / 2, longitude: west + CELL_DEGREES / 2 };
  const corners = [south, south + CELL_DEGREES].flatMap((latitude) =>
    [west, west + CELL_DEGREES].map((longitude) => ({
      latitude: Math.max(-90, Math.min(90, latitude)),
      longitude,
    })),
  );
  // A hair more than the farthest corner, for rounding between JavaScript and PostgreSQL.
  const reachKm = Math.max(...corners.map((c) => haversineKm(centre, c))) + 0.01;
  return { key: `${row}:${column}`, centre, reachKm };
}

/**
 * Near-me searches: the events around the visitor's grid cell, for the same filters, are found once per
 * 10 s and kept as ids and places; each visitor's own distances, order, page and count are worked out
 * from them exactly, and only the page's rows are read. So 100 visitors around one city cost the
 * spatial query once, not 100 times, and each still sees distances from where they are.
 */
export function nearSearch(db: Kysely<EventsDatabase>) {
  const recent = recentAnswers<Candidate[]>(KEEP_CANDIDATES_MS, 2_000);

  const candidatesAround = (query: TDiscoveryQuery & { near: TPoint }, now: Date) => {
    const cell = gridCell(query.near);
    const { near: _near, sort: _sort, page: _page, ...filters } = query;
    return recent(JSON.stringify({ cell: cell.key, ...filters }), async () => {
      const rows = await within(filteredEvents(db, filters, now), cell.centre, query.radiusKm + cell.reachKm)
        .select(["e.event_id", "e.latitude", "e.longitude", "e.starts_at", "e.ends_at"])
        .execute();
      return rows.map((r) => ({
        id: r.event_id,
        latitude: r.latitude!,
        longitude: r.longitude!,
        startsAt: r.starts_at.getTime(),
        endsAt: r.ends_at.getTime(),
      }));
    });
  };

  return async (query: TDiscoveryQuery & { near: TPoint }, now: Date): Promise<TDiscoveryPage> => {
    const endsAfter = query.from ? Date.parse(query.from) : now.getTime();
    const reached = (await candidatesAround(query, now))
      .filter((c) => c.endsAt >= endsAfter)
      .map((c) => ({ ...c, distanceKm: haversineKm(query.near, c) }))
      .filter((c) => c.distanceKm <= query.radiusKm);
    const byDate = (a: (typeof reached)[number], b: (typeof reached)[number]) =>
      a.startsAt - b.startsAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    reached.sort(query.sort === "distance" ? (a, b) => a.distanceKm - b.distanceKm || byDate(a, b) : byDate);
    const start = (query.page - 1) * DISCOVERY_PAGE_SIZE;
    const page = reached.slice(start, start + DISCOVERY_PAGE_SIZE);
    const rows =
      page.length === 0
        ? []
        : ((await listedEvents(db)
            .where(
              "e.event_id",
              "in",
              page.map((c) => c.id),
            )
            .select((eb) => listingColumns(eb as never))
            .execute()) as ListingRow[]);
    const byId = new Map(rows.map((r) => [r.event_id, r]));
    const items = page.flatMap((c) => {
      const row = byId.get(c.id);
      return row ? [toListing({ ...row, distance_km: c.distanceKm })] : [];
    });
    return { items, page: query.page, pageSize: DISCOVERY_PAGE_SIZE, total: reached.length };
  };
}

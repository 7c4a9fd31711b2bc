import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCOVERY_PAGE_SIZE, type TPoint, ZDiscoveryPage } from "@mawid/contracts/events";
import { createDatabase } from "@mawid/eventstore";
import { migrateService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { eventsService } from "../app.ts";
import { type EventsDatabase, eventsDb } from "../db/tables.ts";
import { listedEvents, within } from "./listing.ts";
import { haversineKm, nearSearch } from "./near-search.ts";

const EARTH_RADIUS_KM = 6371;
const NOW = new Date("2030-01-01T00:00:00Z");
const HOUR_MS = 3_600_000;

let seed = 18;
function random(): number {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647;
}

/** The point `km` from `from` along the bearing, on the haversine's sphere, longitude kept in [-180, 180]. */
function destination(from: TPoint, km: number, bearing: number): TPoint {
  const angle = km / EARTH_RADIUS_KM;
  const lat = (from.latitude * Math.PI) / 180;
  const lng = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    lng +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat),
      Math.cos(angle) - Math.sin(lat) * Math.sin(lat2),
    );
  const longitude = (((((lng2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude };
}

interface Seeded {
  id: string;
  place: TPoint;
  startsAt: Date;
  endsAt: Date;
  listed: boolean;
}

/** Where visitors stand and how far they ask: a city, both poles, both sides of the antimeridian, the equator. */
const VISITS: { near: TPoint; radiusKm: number }[] = [
  { near: { latitude: 51.5074, longitude: -0.1278 }, radiusKm: 25 },
  { near: { latitude: 51.52, longitude: -0.3 }, radiusKm: 5 },
  { near: { latitude: 51.3, longitude: 0.2 }, radiusKm: 100 },
  { near: { latitude: 89.95, longitude: 10 }, radiusKm: 25 },
  { near: { latitude: 89.3, longitude: 20 }, radiusKm: 100 },
  { near: { latitude: 88.5, longitude: -60 }, radiusKm: 500 },
  { near: { latitude: -89.9, longitude: 0 }, radiusKm: 40 },
  { near: { latitude: 90, longitude: 0 }, radiusKm: 60 },
  { near: { latitude: -17.8, longitude: 179.95 }, radiusKm: 25 },
  { near: { latitude: -17.7, longitude: -179.9 }, radiusKm: 60 },
  { near: { latitude: -17.75, longitude: 180 }, radiusKm: 10 },
  { near: { latitude: 0.01, longitude: 0.01 }, radiusKm: 30 },
];

/** Each visit's pair of events a millionth of its radius inside and outside it. */
const edges: [Seeded, Seeded][] = [];

/** A few hundred events around the visitors, a few of them ended or not listed, and two at each visitor's edge. */
function events(): Seeded[] {
  const seeded: Seeded[] = [];
  const add = (place: TPoint) => {
    const startsAt = new Date(NOW.getTime() + Math.floor((random() - 0.05) * 2_000) * HOUR_MS);
    seeded.push({
      id: randomUUID(),
      place,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
      listed: random() > 0.08,
    });
  };
  const clusters: [TPoint, number, number][] = [
    [{ latitude: 51.5, longitude: -0.1 }, 140, 120],
    [{ latitude: 90, longitude: 0 }, 700, 100],
    [{ latitude: -90, longitude: 0 }, 80, 40],
    [{ latitude: -17.75, longitude: 180 }, 90, 80],
    [{ latitude: 0, longitude: 0 }, 50, 30],
  ];
  for (const [centre, km, count] of clusters) {
    for (let i = 0; i < count; i++)
      add(destination(centre, km * Math.sqrt(random()), random() * 2 * Math.PI));
  }
  for (const { near, radiusKm } of VISITS) {
    add(destination(near, radiusKm * (1 - 1e-6), random() * 2 * Math.PI));
    add(destination(near, radiusKm * (1 + 1e-6), random() * 2 * Math.PI));
    edges.push([seeded.at(-2)!, seeded.at(-1)!]);
  }
  return seeded;
}

let tdb: TestDatabase;
let raw: Kysely<unknown>;
let db: Kysely<EventsDatabase>;
const seeded = events();

beforeAll(async () => {
  tdb = await createTestDatabase("events_near");
  raw = createDatabase({ url: tdb.url, max: 2 });
  await migrateService(eventsService, raw, false);
  db = eventsDb(raw);
  await db
    .insertInto("discovery_events")
    .values(
      seeded.map((e, i) => ({
        event_id: e.id,
        organization_id: randomUUID(),
        status: e.listed ? "published" : "draft",
        visibility: "public",
        title: `Event ${i}`,
        description: "",
        category: "lecture",
        audience: "mixed",
        starts_at: e.startsAt,
        ends_at: e.endsAt,
        time_zone: "UTC",
        venue_name: `Venue ${i}`,
        venue_address: "",
        latitude: e.place.latitude,
        longitude: e.place.longitude,
        online_url: null,
        cover_image_url: null,
        tags: [],
        languages: [],
        facilities: [],
        keywords: "",
        moon_sighting: false,
        published_at: e.listed ? NOW : null,
        updated_at: NOW,
      })),
    )
    .execute();
});
afterAll(async () => {
  await raw.destroy();
  await tdb.drop();
});

/** Every listed, not yet ended event within reach, by date then id, each with its haversine distance. */
function bruteForce(near: TPoint, radiusKm: number) {
  return seeded
    .filter((e) => e.listed && e.endsAt >= NOW)
    .map((e) => ({ ...e, km: haversineKm(near, e.place) }))
    .filter((e) => e.km <= radiusKm)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

describe("near-me on PostgreSQL", () => {
  it("seeds events at the poles, on both sides of the antimeridian and on each side of each visitor's edge", () => {
    VISITS.forEach(({ near, radiusKm }, i) => {
      const [inside, outside] = edges[i]!;
      expect(haversineKm(near, inside.place)).toBeLessThan(radiusKm);
      expect(haversineKm(near, outside.place)).toBeGreaterThan(radiusKm);
    });
    expect(seeded.some((e) => e.place.longitude > 179.5)).toBe(true);
    expect(seeded.some((e) => e.place.longitude < -179.5)).toBe(true);
    expect(seeded.some((e) => e.place.latitude > 89.5)).toBe(true);
  });

  it.each(VISITS)(
    "finds exactly the events a brute-force haversine finds near $near within $radiusKm km",
    async ({ near, radiusKm }) => {
      const rows = await within(listedEvents(db).where("e.ends_at", ">=", NOW), near, radiusKm)
        .select("e.event_id")
        .execute();
      expect(rows.map((r) => r.event_id).sort()).toEqual(
        bruteForce(near, radiusKm)
          .map((e) => e.id)
          .sort(),
      );
    },
  );

  it.each(VISITS)(
    "pages near $near within $radiusKm km by date and by distance as a brute-force haversine does",
    async ({ near, radiusKm }) => {
      const search = nearSearch(db);
      const byDate = bruteForce(near, radiusKm);
      const byDistance = [...byDate].sort((a, b) => a.km - b.km);
      for (const [sort, expected] of [
        ["date", byDate],
        ["distance", byDistance],
      ] as const) {
        const pages = Math.ceil(expected.length / DISCOVERY_PAGE_SIZE) + 1;
        for (let page = 1; page <= pages; page++) {
          const answer = ZDiscoveryPage.parse(
            JSON.parse(String(await search({ near, radiusKm, sort, page }, NOW))),
          );
          const want = expected.slice((page - 1) * DISCOVERY_PAGE_SIZE, page * DISCOVERY_PAGE_SIZE);
          expect(answer.total).toBe(expected.length);
          expect(answer.items.map((item) => [item.id, item.distanceKm])).toEqual(
            want.map((e) => [e.id, Math.round(e.km * 10) / 10]),
          );
        }
      }
    },
  );

  it("answers visitors asking at once, their missing rows read in one query, as it answers each alone", async () => {
    const asks = VISITS.flatMap((visit) =>
      (["date", "distance"] as const).map((sort) => ({ ...visit, sort, page: 1 })),
    );
    const alone = [];
    for (const ask of asks) alone.push(await nearSearch(db)(ask, NOW));
    const together = nearSearch(db);
    expect(await Promise.all(asks.map((ask) => together(ask, NOW)))).toEqual(alone);
  });
});

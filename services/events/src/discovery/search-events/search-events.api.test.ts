import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDiscoveryPage } from "@mawid/contracts/events";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { createEvent, type Host, host, publishEvent } from "../../../test/discovery-fixtures.ts";
import { eventsService } from "../../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;
const masjid: Host = host();
const ids: Record<string, string> = {};

// Whitechapel, Bradford and Dubai: far enough apart that each is alone within 25 km.
const whitechapel = {
  name: "East London Mosque",
  address: "82-92 Whitechapel Rd",
  latitude: 51.5175,
  longitude: -0.0653,
};
const brickLane = {
  name: "Brick Lane Mosque",
  address: "59 Brick Ln",
  latitude: 51.5205,
  longitude: -0.0717,
};
const bradford = {
  name: "Bradford Grand Mosque",
  address: "Bradford",
  latitude: 53.7955,
  longitude: -1.7594,
};

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url);
  ids.lecture = await publishEvent(service, masjid, {
    title: "Lectures on patience",
    tags: ["sabr"],
    startsAt: "2030-03-03T18:00:00Z",
    endsAt: "2030-03-03T20:00:00Z",
  });
  ids.iftar = await publishEvent(service, masjid, {
    title: "Community iftar",
    description: "<p>Break your fast with us, <b>families</b> welcome</p>",
    category: "iftar",
    audience: "families",
    venue: brickLane,
    startsAt: "2030-03-01T17:30:00Z",
    endsAt: "2030-03-01T20:00:00Z",
  });
  ids.arabic = await publishEvent(service, masjid, {
    title: "درس في أحكام الصيام",
    description: "<p>شرح مبسط لأحكام الصيام في رمضان</p>",
    category: "class",
    venue: bradford,
    startsAt: "2030-03-02T18:00:00Z",
    endsAt: "2030-03-02T19:00:00Z",
  });
  ids.unlisted = await publishEvent(service, masjid, { title: "Unlisted lecture", visibility: "unlisted" });
  ids.private = await publishEvent(service, masjid, { title: "Private lecture", visibility: "private" });
  ids.draft = await createEvent(service, masjid, { title: "Draft lecture" });
  ids.submitted = await createEvent(service, masjid, { title: "Submitted lecture" });
  await service.app.inject({
    method: "POST",
    url: `/api/v1/events/${ids.submitted}/submit`,
    headers: await service.bearer(masjid.owner),
  });
  ids.cancelled = await publishEvent(service, masjid, { title: "Cancelled lecture" });
  const cancelled = await service.app.inject({
    method: "POST",
    url: `/api/v1/events/${ids.cancelled}/cancel`,
    headers: await service.bearer(masjid.owner),
    payload: { reason: "The speaker is ill" },
  });
  expect(cancelled.statusCode).toBe(200);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

async function search(query: string): Promise<TDiscoveryPage> {
  const response = await service.app.inject({ method: "GET", url: `/api/v1/events${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = (page: TDiscoveryPage) => page.items.map((e) => e.title);

describe("GET /api/v1/events", () => {
  it("returns only published public events that have not ended, soonest first", async () => {
    const page = await search("");
    expect(titles(page)).toEqual(["Community iftar", "درس في أحكام الصيام", "Lectures on patience"]);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(page.items[0]).toMatchObject({
      id: ids.iftar,
      organizationId: masjid.organizationId,
      category: "iftar",
      audience: "families",
      startsAt: "2030-03-01T17:30:00.000Z",
      endsAt: "2030-03-01T20:00:00.000Z",
      timeZone: "Europe/London",
      venue: brickLane,
      excerpt: "Break your fast with us, families welcome",
      promoted: false,
      hostVerified: false,
    });
    expect(page.items[0]).not.toHaveProperty("distanceKm");
  });

  it("keeps to the dates asked for: events still on at from, starting by the end of to", async () => {
    expect(titles(await search("?from=2030-03-02&to=2030-03-02"))).toEqual(["درس في أحكام الصيام"]);
    expect(titles(await search("?from=2030-03-03T19:00:00Z"))).toEqual(["Lectures on patience"]);
    expect((await search("?to=2029-12-31")).total).toBe(0);
  });

  it("searches English words by their stem, Arabic words by theirs, and tags as written", async () => {
    expect(titles(await search("?q=lecture"))).toEqual(["Lectures on patience"]);
    expect(titles(await search("?q=fasting%20OR%20fast"))).toEqual(["Community iftar"]);
    expect(titles(await search(`?q=${encodeURIComponent("الصيام")}`))).toEqual(["درس في أحكام الصيام"]);
    expect(titles(await search(`?q=${encodeURIComponent("صيام")}`))).toEqual(["درس في أحكام الصيام"]);
    expect(titles(await search("?q=sabr"))).toEqual(["Lectures on patience"]);
    expect(titles(await search("?q=brick"))).toEqual(["Community iftar"]);
    expect((await search("?q=nothing-like-this")).total).toBe(0);
  });

  it("filters by category and audience", async () => {
    expect(titles(await search("?category=iftar"))).toEqual(["Community iftar"]);
    expect(titles(await search("?audience=mixed"))).toEqual(["درس في أحكام الصيام", "Lectures on patience"]);
  });

  it("finds events near a place with their distance, sorted by distance when asked", async () => {
    const near = await search(
      `?near=${whitechapel.latitude},${whitechapel.longitude}&radiusKm=5&sort=distance`,
    );
    expect(titles(near)).toEqual(["Lectures on patience", "Community iftar"]);
    expect(near.items.map((e) => e.distanceKm)).toEqual([0, 0.6]);
    const byDate = await search(`?near=${whitechapel.latitude},${whitechapel.longitude}&radiusKm=5`);
    expect(titles(byDate)).toEqual(["Community iftar", "Lectures on patience"]);
    const wide = await search(
      `?near=${whitechapel.latitude},${whitechapel.longitude}&radiusKm=300&sort=distance`,
    );
    expect(titles(wide)).toEqual(["Lectures on patience", "Community iftar", "درس في أحكام الصيام"]);
    expect(wide.items[2]!.distanceKm).toBeCloseTo(280, -1);
  });

  it("pages twenty at a time and still counts past the last page", async () => {
    const page = await search("?page=2");
    expect(page).toEqual({ items: [], page: 2, pageSize: 20, total: 3 });
  });

  it("refuses what it cannot read with the error shape", async () => {
    for (const query of [
      "?near=north",
      "?near=95,0",
      "?sort=distance",
      "?category=picnic",
      "?page=0",
      "?radiusKm=501",
      "?from=yesterday",
    ]) {
      const response = await service.app.inject({ method: "GET", url: `/api/v1/events${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("GET /api/v1/events/{id}/summary", () => {
  it("shows a published event anyone with the link may see, public or unlisted", async () => {
    const response = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${ids.unlisted}/summary`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.unlisted,
      title: "Unlisted lecture",
      excerpt: "A talk for everyone",
    });
  });

  it("is 404 for private, draft and cancelled events", async () => {
    for (const id of [ids.private, ids.draft, ids.cancelled, ids.submitted]) {
      const response = await service.app.inject({ method: "GET", url: `/api/v1/events/${id}/summary` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("EVENT_NOT_FOUND");
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { eventsService } from "../../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const get = (query: string) => service.app.inject({ method: "GET", url: `/api/v1/prayer-times?${query}` });

describe("GET /api/v1/prayer-times", () => {
  it("answers Auckland's day in Auckland's zone, though most of it is the previous day in UTC", async () => {
    const response = await get(
      "lat=-36.8485&lng=174.7633&date=2026-03-01&timeZone=Pacific/Auckland&method=muslim_world_league&madhab=shafi",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const body = response.json();
    expect(body).toMatchObject({
      date: "2026-03-01",
      timeZone: "Pacific/Auckland",
      method: "muslim_world_league",
      madhab: "shafi",
    });
    expect(Object.keys(body.times)).toEqual(["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]);
    for (const time of Object.values<string>(body.times)) {
      expect(time).toMatch(/^2026-03-01T\d\d:\d\d:00\+13:00$/);
    }
    expect(body.times.maghrib).toMatch(/^2026-03-01T(19:5\d|20:0\d):00\+13:00$/);
    expect(new Date(body.times.dhuhr).toISOString().slice(0, 10)).toBe("2026-03-01");
    expect(new Date(body.times.fajr).toISOString().slice(0, 10)).toBe("2026-02-28");
  });

  it("uses the Muslim World League and the Shafi'i Asr when none is named", async () => {
    const response = await get("lat=51.5194&lng=-0.0653&date=2026-03-01&timeZone=Europe/London");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ method: "muslim_world_league", madhab: "shafi" });
    expect(response.json().times.maghrib).toMatch(/^2026-03-01T17:4\d:00\+00:00$/);
  });

  it("refuses bad input with 400 in the error shape, naming each field", async () => {
    const response = await get(
      "lat=91&lng=&date=2026-02-30&timeZone=Mars/Olympus&method=guess&madhab=maliki",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: "Enter a latitude between -90 and 90",
        fields: {
          lat: "Enter a latitude between -90 and 90",
          lng: "Enter a longitude between -180 and 180",
          date: "Enter a date as YYYY-MM-DD, e.g. 2026-03-01",
          timeZone: "Choose a time zone such as Europe/London",
          method: expect.stringMatching(/^Choose a calculation method: muslim_world_league, isna/),
          madhab: "Choose a madhab: shafi or hanafi",
        },
      },
    });
  });

  it("refuses a request without coordinates", async () => {
    const response = await get("date=2026-03-01&timeZone=Europe/London");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["lat", "lng"]);
  });
});

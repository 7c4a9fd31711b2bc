import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { eventsService } from "../../app.ts";
import { eventsDb } from "../../db/tables.ts";

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

describe("GET /api/v1/events", () => {
  it("lists nothing before any event is published", async () => {
    const response = await service.app.inject({ method: "GET", url: "/api/v1/events" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], total: 0, limit: 20, offset: 0 });
  });

  it("lists published events from the read model, soonest first, and hides drafts", async () => {
    const db = eventsDb(service.ctx.db);
    const base = {
      organization_id: "org-1",
      summary: "",
      venue: "Masjid",
      ends_at: null,
      updated_at: new Date(),
    };
    await db
      .insertInto("event_list")
      .values([
        {
          ...base,
          event_id: "b",
          title: "Iftar",
          starts_at: new Date("2030-03-02T18:00:00Z"),
          status: "published",
          published_at: new Date(),
        },
        {
          ...base,
          event_id: "a",
          title: "Lecture",
          starts_at: new Date("2030-03-01T18:00:00Z"),
          status: "published",
          published_at: new Date(),
        },
        {
          ...base,
          event_id: "c",
          title: "Draft",
          starts_at: new Date("2030-03-01T10:00:00Z"),
          status: "draft",
          published_at: null,
        },
      ])
      .execute();
    const response = await service.app.inject({ method: "GET", url: "/api/v1/events?limit=10" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.items.map((e: { title: string }) => e.title)).toEqual(["Lecture", "Iftar"]);
    expect(body.items[0].startsAt).toBe("2030-03-01T18:00:00.000Z");

    const one = await service.app.inject({ method: "GET", url: "/api/v1/events/a" });
    expect(one.statusCode).toBe(200);
    expect(one.json().title).toBe("Lecture");
  });

  it("rejects a bad limit with the error shape", async () => {
    const response = await service.app.inject({ method: "GET", url: "/api/v1/events?limit=0" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTypeOf("string");
  });
});

describe("GET /api/v1/events/{id}", () => {
  it("is 404 in the error shape for an unknown or unpublished event", async () => {
    for (const id of ["missing", "c"]) {
      const response = await service.app.inject({ method: "GET", url: `/api/v1/events/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: "EVENT_NOT_FOUND", message: "Event not found" } });
    }
  });
});

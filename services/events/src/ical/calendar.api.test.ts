import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { announce, host, publishEvent, someone } from "../../test/discovery-fixtures.ts";
import { eventsService } from "../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;
const masjid = host();
let lecture: string;
let unlisted: string;

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url, { PUBLIC_URL: "https://mawid.example.org" });
  lecture = await publishEvent(service, masjid, { title: "Tafsir of Surah Al-Kahf" });
  unlisted = await publishEvent(service, masjid, { title: "Members' dinner", visibility: "unlisted" });
  await announce(service, "OrganizationCreated", {
    organizationId: masjid.organizationId,
    name: "Masjid Al-Noor",
    kind: "masjid",
    city: null,
    country: "GB",
    website: null,
    ownerId: masjid.owner.sub,
    createdAt: "2026-11-24T10:00:00.000Z",
  });
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

describe("iCal feeds", () => {
  it("gives one event to add to a calendar, linking to its page", async () => {
    const response = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${lecture}/calendar.ics`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = response.body.replace(/\r\n /g, "");
    expect(body).toContain("SUMMARY:Tafsir of Surah Al-Kahf");
    expect(body).toContain("DTSTART:20300301T180000Z");
    expect(body).toContain("DTEND:20300301T200000Z");
    expect(body).toContain(`URL;VALUE=URI:https://mawid.example.org/event/${lecture}`);
    expect(body).toContain("LOCATION:East London Mosque");
  });

  it("gives the organisation's public events as a feed named after it", async () => {
    const response = await service.app.inject({
      method: "GET",
      url: `/api/v1/organizations/${masjid.organizationId}/calendar.ics`,
    });
    const body = response.body.replace(/\r\n /g, "");
    expect(body).toContain("X-WR-CALNAME:Masjid Al-Noor events");
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(body).not.toContain("Members' dinner");
  });

  it("is 404 for an event nobody may share", async () => {
    const draft = someone().sub;
    const response = await service.app.inject({ method: "GET", url: `/api/v1/events/${draft}/calendar.ics` });
    expect(response.statusCode).toBe(404);
    const shared = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${unlisted}/calendar.ics`,
    });
    expect(shared.statusCode).toBe(200);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRAYER_SETTINGS, type TPrayerSettings } from "@mawid/contracts/events";
import { type EventsHarness, person, startEvents } from "../../test/harness.ts";

let events: EventsHarness;
const organizationId = randomUUID();
const url = `/api/v1/organizations/${organizationId}/prayer-settings`;
const masjid: TPrayerSettings = {
  calculationMethod: "moonsighting_committee",
  madhab: "hanafi",
  hijriOffsetDays: 1,
  iqamah: { fajr: { kind: "fixed", time: "06:00" }, maghrib: { kind: "after-adhan", minutes: 5 } },
  jumuah: ["13:15", "14:15"],
};

beforeAll(async () => {
  events = await startEvents();
});
afterAll(async () => {
  await events?.close();
});

const put = async (body: unknown, headers: Record<string, string> = {}, path = url) =>
  events.service.app.inject({ method: "PUT", url: path, headers, payload: body as object });

describe("an organisation's prayer settings", () => {
  it("are the defaults, for anyone, until the organisation saves its own", async () => {
    const response = await events.service.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ organizationId, settings: DEFAULT_PRAYER_SETTINGS, updatedAt: null });
  });

  it("are saved by an admin and read back by anyone", async () => {
    const saved = await put(masjid, await events.as(person({ [organizationId]: "admin" })));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ organizationId, settings: masjid });

    const read = await events.service.app.inject({ url });
    expect(read.json()).toEqual({ organizationId, settings: masjid, updatedAt: saved.json().updatedAt });
  });

  it("keep their date when the same settings are saved again", async () => {
    const owner = await events.as(person({ [organizationId]: "owner" }));
    const first = (await events.service.app.inject({ url })).json().updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await put(masjid, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().updatedAt).toBe(first);
  });

  it("can be changed only by the organisation's owners and admins", async () => {
    expect((await put(masjid)).statusCode).toBe(401);
    const staff = await put(masjid, await events.as(person({ [organizationId]: "staff" })));
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.code).toBe("INSUFFICIENT_ROLE");
    const outsider = await put(masjid, await events.as(person({ [randomUUID()]: "owner" })));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.code).toBe("NOT_A_MEMBER");
  });

  it("refuses settings outside the rules, naming each field", async () => {
    const admin = await events.as(person({ [organizationId]: "admin" }));
    const response = await put(
      {
        ...masjid,
        hijriOffsetDays: 3,
        madhab: "maliki",
        iqamah: { isha: { kind: "fixed", time: "25:00" } },
        jumuah: ["14:00", "13:00"],
      },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: {
        madhab: "Choose a madhab: shafi or hanafi",
        hijriOffsetDays: "Choose a Hijri offset from -2 to +2 days",
        "iqamah.isha.time": "Enter a time as HH:MM, e.g. 13:15",
        jumuah: "List Jumu'ah times earliest first, each once",
      },
    });
    const notAnOrganisation = await put(masjid, admin, "/api/v1/organizations/masjid/prayer-settings");
    expect(notAnOrganisation.statusCode).toBe(400);
  });
});

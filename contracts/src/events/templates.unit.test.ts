import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "./event-model.ts";
import type { PrayerDay } from "./prayer-relative.ts";
import {
  EVENT_TEMPLATE_IDS,
  EVENT_TEMPLATES,
  eventTemplate,
  templateAgenda,
  templateStart,
} from "./templates.ts";

// East London on Thursday 5 March 2026 (GMT) and Thursday 18 June 2026 (BST), Moonsighting Committee.
const march: PrayerDay = {
  date: "2026-03-05",
  timeZone: "Europe/London",
  times: {
    fajr: "2026-03-05T05:02:00+00:00",
    sunrise: "2026-03-05T06:37:00+00:00",
    dhuhr: "2026-03-05T12:17:00+00:00",
    asr: "2026-03-05T15:11:00+00:00",
    maghrib: "2026-03-05T17:51:00+00:00",
    isha: "2026-03-05T19:09:00+00:00",
  },
};
const june: PrayerDay = {
  date: "2026-06-18",
  timeZone: "Europe/London",
  times: {
    fajr: "2026-06-18T02:45:00+01:00",
    sunrise: "2026-06-18T04:43:00+01:00",
    dhuhr: "2026-06-18T13:02:00+01:00",
    asr: "2026-06-18T17:24:00+01:00",
    maghrib: "2026-06-18T21:21:00+01:00",
    isha: "2026-06-18T22:40:00+01:00",
  },
};

describe("event templates", () => {
  it("offers the eleven templates, each with a real category and unique agenda and ticket keys", () => {
    expect(EVENT_TEMPLATES.map((t) => t.id)).toEqual([...EVENT_TEMPLATE_IDS]);
    for (const template of EVENT_TEMPLATES) {
      expect(EVENT_CATEGORIES).toContain(template.category);
      expect(new Set(template.agenda.map((a) => a.key)).size, template.id).toBe(template.agenda.length);
      expect(new Set(template.tickets.map((t) => t.key)).size, template.id).toBe(template.tickets.length);
      expect(template.tickets.length, template.id).toBeGreaterThan(0);
    }
  });

  it("starts a community iftar 20 minutes before Maghrib, with a Maghrib break and the meal after it", () => {
    const iftar = eventTemplate("community-iftar");
    expect(iftar).toMatchObject({ category: "iftar", audience: "families", photoPolicy: "no-sisters" });
    const startsAt = templateStart(iftar, march);
    expect(startsAt).toBe("2026-03-05T17:31:00+00:00");
    expect(
      templateAgenda(iftar, startsAt, march).map((a) => [a.key, a.kind, a.startsAt.slice(11, 16)]),
    ).toEqual([
      ["welcome", "talk", "17:31"],
      ["break-fast", "meal", "17:51"],
      ["maghrib-prayer", "prayer-break", "17:56"],
      ["iftar-meal", "meal", "18:11"],
      ["isha-prayer", "prayer-break", "19:09"],
    ]);
  });

  it("keeps only the prayers that fall inside the event", () => {
    const convention = eventTemplate("convention");
    const winter = templateAgenda(convention, templateStart(convention, march), march).map((a) => a.key);
    const summer = templateAgenda(convention, templateStart(convention, june), june).map((a) => a.key);
    expect(templateStart(convention, june)).toBe("2026-06-18T10:00:00+01:00");
    expect(winter).toContain("maghrib-prayer");
    expect(summer).not.toContain("maghrib-prayer");
    expect(summer).toContain("asr-prayer");
  });

  it("marks Eid events as depending on the moon's sighting, and nothing else", () => {
    expect(EVENT_TEMPLATES.filter((t) => t.moonSighting).map((t) => t.id)).toEqual([
      "eid-salah",
      "eid-bazaar",
    ]);
  });

  it("keeps a sisters-only event to sisters, unphotographed", () => {
    const sisters = eventTemplate("sisters-only");
    expect(sisters.audience).toBe("sisters");
    expect(sisters.photoPolicy).toBe("not-allowed");
    expect(sisters.tickets.every((t) => t.section === "sisters")).toBe(true);
  });

  it("places a halaqa after Isha and qiyam in the last part of the night before Fajr", () => {
    expect(templateStart(eventTemplate("weekly-halaqa"), march)).toBe("2026-03-05T19:24:00+00:00");
    expect(templateStart(eventTemplate("qiyam-and-suhoor"), march)).toBe("2026-03-05T02:32:00+00:00");
  });
});

import { describe, expect, it } from "vitest";
import { demoAgenda } from "./demo-agenda.ts";

const SPEAKERS = ["speaker-a", "speaker-b"];
const times = (dhuhr: string, asr: string, maghrib: string) => ({
  fajr: "2026-12-20T05:59:00+00:00",
  sunrise: "2026-12-20T08:03:00+00:00",
  dhuhr,
  asr,
  maghrib,
  isha: "2026-12-20T17:50:00+00:00",
});
const clock = (iso: string) => iso.slice(11, 16);
const overlaps = (sessions: ReturnType<typeof demoAgenda>) =>
  sessions.some((s, i) => i > 0 && Date.parse(s.startsAt) < Date.parse(sessions[i - 1]!.endsAt));

describe("the demo conference's day", () => {
  it("in December, breaks for Dhuhr, Asr and Maghrib at their times, and no talk runs into a prayer", () => {
    const day = demoAgenda(
      new Date("2026-12-20T10:00:00Z"),
      new Date("2026-12-20T18:00:00Z"),
      times("2026-12-20T11:59:00+00:00", "2026-12-20T13:37:00+00:00", "2026-12-20T15:53:00+00:00"),
      SPEAKERS,
    );
    const prayers = day.filter((s) => s.kind === "prayer-break");
    expect(prayers.map((s) => `${s.title} ${clock(s.startsAt)}`)).toEqual([
      "Dhuhr prayer 11:59",
      "Asr prayer 13:37",
      "Maghrib prayer 15:53",
    ]);
    expect(overlaps(day)).toBe(false);
    expect(day.map((s) => s.title)).toContain("The farewell sermon");
    expect(day.find((s) => s.title === "Questions and answers")!.speakerIds).toEqual(SPEAKERS);
  });

  it("in June, when Asr and Maghrib fall after the day, breaks only for Dhuhr and keeps the talks in order", () => {
    const day = demoAgenda(
      new Date("2027-06-20T09:00:00Z"),
      new Date("2027-06-20T16:00:00Z"),
      times("2027-06-20T12:02:00+00:00", "2027-06-20T16:25:00+00:00", "2027-06-20T20:21:00+00:00"),
      SPEAKERS,
    );
    expect(day.filter((s) => s.kind === "prayer-break").map((s) => s.title)).toEqual(["Dhuhr prayer"]);
    expect(overlaps(day)).toBe(false);
    expect(Date.parse(day.at(-1)!.endsAt)).toBeLessThanOrEqual(Date.parse("2027-06-20T16:00:00Z"));
    expect(day.filter((s) => s.kind === "talk").map((s) => s.title)).toEqual([
      "Makkah before the message",
      "The first revelation",
      "The Hijrah to Madinah",
      "The farewell sermon",
    ]);
  });
});

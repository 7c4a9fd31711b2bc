import { describe, expect, it } from "vitest";
import {
  addDays,
  isCalendarDate,
  isTimeZone,
  localDate,
  localTime,
  weekday,
  zonedInstant,
  zonedIso,
} from "./zoned-time.ts";

describe("zoned time", () => {
  it("knows IANA zones and real calendar dates", () => {
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Pacific/Auckland")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isCalendarDate("2026-02-18")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-18")).toBe(false);
  });

  it("writes an instant as the zone's wall clock with the zone's offset", () => {
    const instant = new Date("2026-03-01T18:02:00Z");
    expect(zonedIso(instant, "Europe/London")).toBe("2026-03-01T18:02:00+00:00");
    expect(zonedIso(instant, "Asia/Kolkata")).toBe("2026-03-01T23:32:00+05:30");
    expect(zonedIso(instant, "Pacific/Auckland")).toBe("2026-03-02T07:02:00+13:00");
    expect(zonedIso(instant, "Pacific/Honolulu")).toBe("2026-03-01T08:02:00-10:00");
    expect(new Date(zonedIso(instant, "Pacific/Auckland")).getTime()).toBe(instant.getTime());
  });

  it("reads the venue's day and clock, not the runtime's", () => {
    const instant = new Date("2026-03-01T12:30:00Z");
    expect(localDate(instant, "Pacific/Auckland")).toBe("2026-03-02");
    expect(localDate(instant, "Pacific/Honolulu")).toBe("2026-03-01");
    expect(localTime(instant, "Pacific/Auckland")).toBe("01:30");
  });

  it("finds the instant a wall clock shows, across daylight saving changes", () => {
    expect(zonedInstant("2026-07-01", "13:15", "Europe/London").toISOString()).toBe(
      "2026-07-01T12:15:00.000Z",
    );
    expect(zonedInstant("2026-01-01", "13:15", "Europe/London").toISOString()).toBe(
      "2026-01-01T13:15:00.000Z",
    );
    // 29 March 2026: London's clocks skip 01:00-02:00, so 01:30 is read as 02:30 BST
    expect(zonedInstant("2026-03-29", "01:30", "Europe/London").toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    // 25 October 2026: 01:30 happens twice; the first (BST) is meant
    expect(zonedInstant("2026-10-25", "01:30", "Europe/London").toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });

  it("counts calendar days and weekdays", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -14)).toBe("2026-02-15");
    expect(weekday("2026-02-20")).toBe(5);
  });
});

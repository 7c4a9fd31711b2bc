import { describe, expect, it } from "vitest";
import { sunset } from "./sunset.ts";

const minutesFrom = (at: Date | null, iso: string) =>
  Math.abs((at?.getTime() ?? 0) - Date.parse(iso)) / 60_000;

describe("sunset", () => {
  it("is within two minutes of the almanac in London at midsummer and midwinter", () => {
    // timeanddate.com: 21:21 BST on 21 June 2026, 15:53 GMT on 21 December 2026
    expect(minutesFrom(sunset("2026-06-21", 51.5074, -0.1278), "2026-06-21T20:21:00Z")).toBeLessThan(2);
    expect(minutesFrom(sunset("2026-12-21", 51.5074, -0.1278), "2026-12-21T15:53:00Z")).toBeLessThan(2);
  });

  it("falls in the early evening east and west of Greenwich and south of the equator", () => {
    const between = (at: Date | null, from: string, to: string) =>
      at !== null && at.getTime() >= Date.parse(from) && at.getTime() <= Date.parse(to);
    // Makkah (UTC+3), Houston (UTC-6) and Sydney (UTC+11) on 1 March: about 18:25, 18:20 and 19:30 local
    expect(
      between(sunset("2026-03-01", 21.4225, 39.8262), "2026-03-01T15:15:00Z", "2026-03-01T15:35:00Z"),
    ).toBe(true);
    expect(
      between(sunset("2026-03-01", 29.7604, -95.3698), "2026-03-02T00:10:00Z", "2026-03-02T00:35:00Z"),
    ).toBe(true);
    expect(
      between(sunset("2026-03-01", -33.8688, 151.2093), "2026-03-01T08:20:00Z", "2026-03-01T08:45:00Z"),
    ).toBe(true);
  });

  it("is null where the Sun does not set", () => {
    expect(sunset("2026-06-21", 78.22, 15.65)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { addDays, DEFAULT_PRAYER_SETTINGS, type TPrayerSettings } from "@mawid/contracts/events";
import { ValidationError } from "@mawid/service";
import { calculatePrayerTimes } from "./calculate-prayer-times.ts";
import { resolvePrayerRelativeAt } from "./resolve-prayer-relative.ts";

const eastLondon = { latitude: 51.5194, longitude: -0.0653, timeZone: "Europe/London" };
const settings: TPrayerSettings = { ...DEFAULT_PRAYER_SETTINGS, calculationMethod: "moonsighting_committee" };
const minutes = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

describe("a prayer-relative time per occurrence", () => {
  it("starts each night's iftar 20 minutes before that night's Maghrib through Ramadan 1447", () => {
    const nights = Array.from({ length: 29 }, (_, i) => addDays("2026-02-18", i));
    const starts = nights.map((night) =>
      resolvePrayerRelativeAt(eastLondon, night, settings, { prayer: "maghrib", offsetMinutes: -20 }),
    );
    nights.forEach((night, i) => {
      const maghrib = calculatePrayerTimes(eastLondon, night, {
        method: "moonsighting_committee",
        madhab: "shafi",
      }).maghrib;
      expect(starts[i]!.slice(0, 10)).toBe(night);
      expect(minutes(starts[i]!, maghrib)).toBe(20);
    });
    // London's sunset moves about 50 minutes later between 18 February and 18 March
    expect(minutes(starts[0]!, starts[28]!) - 28 * 24 * 60).toBeGreaterThan(45);
  });

  it("uses the masjid's fixed Isha iqamah on every night instead of the calculated Isha", () => {
    const withIqamah = { ...settings, iqamah: { isha: { kind: "fixed" as const, time: "20:00" } } };
    expect(
      resolvePrayerRelativeAt(eastLondon, "2026-03-05", withIqamah, { prayer: "isha", offsetMinutes: 15 }),
    ).toBe("2026-03-05T20:15:00+00:00");
  });

  it("refuses Jumu'ah on a day that is not a Friday with a validation error", () => {
    expect(() =>
      resolvePrayerRelativeAt(eastLondon, "2026-03-05", settings, { prayer: "jumuah", offsetMinutes: 0 }),
    ).toThrow(ValidationError);
    expect(
      resolvePrayerRelativeAt(
        eastLondon,
        "2026-03-06",
        { ...settings, jumuah: ["13:15"] },
        {
          prayer: "jumuah",
          offsetMinutes: -15,
        },
      ),
    ).toBe("2026-03-06T13:00:00+00:00");
  });
});

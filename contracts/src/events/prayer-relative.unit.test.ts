import { describe, expect, it } from "vitest";
import { type PrayerDay, resolvePrayerRelative, ZPrayerRelativeTime } from "./prayer-relative.ts";

// A Friday in London in summer time (BST, +01:00), with the day's calculated times.
const friday: PrayerDay = {
  date: "2026-06-19",
  timeZone: "Europe/London",
  times: {
    fajr: "2026-06-19T02:40:00+01:00",
    sunrise: "2026-06-19T04:43:00+01:00",
    dhuhr: "2026-06-19T13:02:00+01:00",
    asr: "2026-06-19T17:24:00+01:00",
    maghrib: "2026-06-19T21:21:00+01:00",
    isha: "2026-06-19T22:40:00+01:00",
  },
};

describe("prayer-relative times", () => {
  it("places 20 minutes before Maghrib and after Isha on the venue's clock", () => {
    expect(resolvePrayerRelative({ prayer: "maghrib", offsetMinutes: -20 }, friday)).toBe(
      "2026-06-19T21:01:00+01:00",
    );
    expect(resolvePrayerRelative({ prayer: "isha", offsetMinutes: 0 }, friday)).toBe(
      "2026-06-19T22:40:00+01:00",
    );
  });

  it("follows the host's iqamah times over the calculated ones", () => {
    const withIqamah: PrayerDay = {
      ...friday,
      iqamah: { isha: { kind: "fixed", time: "23:00" }, maghrib: { kind: "after-adhan", minutes: 5 } },
    };
    expect(resolvePrayerRelative({ prayer: "isha", offsetMinutes: 15 }, withIqamah)).toBe(
      "2026-06-19T23:15:00+01:00",
    );
    expect(resolvePrayerRelative({ prayer: "maghrib", offsetMinutes: -20 }, withIqamah)).toBe(
      "2026-06-19T21:06:00+01:00",
    );
    expect(resolvePrayerRelative({ prayer: "asr", offsetMinutes: 30 }, withIqamah)).toBe(
      "2026-06-19T17:54:00+01:00",
    );
  });

  it("takes the host's first Jumu'ah, else Dhuhr, and only on a Friday", () => {
    expect(resolvePrayerRelative({ prayer: "jumuah", offsetMinutes: -30 }, friday)).toBe(
      "2026-06-19T12:32:00+01:00",
    );
    expect(
      resolvePrayerRelative(
        { prayer: "jumuah", offsetMinutes: 0 },
        { ...friday, jumuah: ["13:30", "14:30"] },
      ),
    ).toBe("2026-06-19T13:30:00+01:00");
    expect(() =>
      resolvePrayerRelative({ prayer: "jumuah", offsetMinutes: 0 }, { ...friday, date: "2026-06-20" }),
    ).toThrow("2026-06-20 is not a Friday");
  });

  it("crosses midnight into the venue's next day when the offset is large", () => {
    expect(resolvePrayerRelative({ prayer: "isha", offsetMinutes: 90 }, friday)).toBe(
      "2026-06-20T00:10:00+01:00",
    );
  });

  it("refuses unknown prayers and offsets beyond 12 hours", () => {
    expect(ZPrayerRelativeTime.safeParse({ prayer: "tahajjud", offsetMinutes: 0 }).success).toBe(false);
    expect(ZPrayerRelativeTime.safeParse({ prayer: "isha", offsetMinutes: 721 }).success).toBe(false);
    expect(ZPrayerRelativeTime.safeParse({ prayer: "isha", offsetMinutes: 2.5 }).success).toBe(false);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { PRAYER_TIME_NAMES, type TPrayerTimes } from "@mawid/contracts/events";
import { calculatePrayerTimes } from "./calculate-prayer-times.ts";

type Timetable = Record<(typeof PRAYER_TIME_NAMES)[number], string>;

/** Each calculated time is on the venue's day, carries its offset, and is within 2 minutes of the table. */
function expectWithinTwoMinutes(times: TPrayerTimes, date: string, offset: string, published: Timetable) {
  for (const name of PRAYER_TIME_NAMES) {
    const calculated = times[name];
    expect(calculated.slice(0, 10), name).toBe(date);
    expect(calculated.slice(19), name).toBe(offset);
    const expected = new Date(`${date}T${published[name]}:00${offset}`).getTime();
    const minutesOff = Math.abs(new Date(calculated).getTime() - expected) / 60_000;
    expect(minutesOff, `${name}: ${calculated} against ${published[name]}`).toBeLessThanOrEqual(2);
  }
}

// Makkah, Masjid al-Haram. The Umm al-Qura calendar's published timetable (ummulqura.org.sa), as
// transcribed in the adhan project's Shared/Times/Makkah-UmmAlQura.json "source" lines; outside Ramadan.
const makkah = { latitude: 21.427009, longitude: 39.828685, timeZone: "Asia/Riyadh" };
const makkahTimetable: Record<string, Timetable> = {
  "2016-01-05": {
    fajr: "05:39",
    sunrise: "06:59",
    dhuhr: "12:26",
    asr: "15:32",
    maghrib: "17:53",
    isha: "19:23",
  },
  "2016-03-05": {
    fajr: "05:22",
    sunrise: "06:37",
    dhuhr: "12:33",
    asr: "15:55",
    maghrib: "18:27",
    isha: "19:57",
  },
  "2016-06-04": {
    fajr: "04:11",
    sunrise: "05:37",
    dhuhr: "12:20",
    asr: "15:37",
    maghrib: "19:01",
    isha: "20:31",
  },
  "2016-09-04": {
    fajr: "04:48",
    sunrise: "06:04",
    dhuhr: "12:20",
    asr: "15:45",
    maghrib: "18:34",
    isha: "20:04",
  },
};

// Singapore. The Majlis Ugama Islam Singapura's published timetable (muis.gov.sg), as kept in the
// adhan project's Shared/Times/Singapore-Singapore.json. At UTC+8 Fajr falls on the previous UTC day.
const singapore = { latitude: 1.370844612058886, longitude: 103.80145644060552, timeZone: "Asia/Singapore" };
const singaporeTimetable: Record<string, Timetable> = {
  "2020-01-01": {
    fajr: "05:44",
    sunrise: "07:07",
    dhuhr: "13:10",
    asr: "16:34",
    maghrib: "19:10",
    isha: "20:25",
  },
  "2020-03-01": {
    fajr: "05:57",
    sunrise: "07:15",
    dhuhr: "13:18",
    asr: "16:30",
    maghrib: "19:20",
    isha: "20:29",
  },
};

const runtimeZone = process.env.TZ;
afterEach(() => {
  if (runtimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = runtimeZone;
});

describe("prayer times against published timetables", () => {
  for (const [date, published] of Object.entries(makkahTimetable)) {
    it(`Makkah on ${date} by Umm al-Qura`, () => {
      const times = calculatePrayerTimes(makkah, date, { method: "umm_al_qura", madhab: "shafi" });
      expectWithinTwoMinutes(times, date, "+03:00", published);
    });
  }

  for (const [date, published] of Object.entries(singaporeTimetable)) {
    it(`Singapore on ${date} by MUIS`, () => {
      const times = calculatePrayerTimes(singapore, date, { method: "singapore", madhab: "shafi" });
      expectWithinTwoMinutes(times, date, "+08:00", published);
    });
  }
});

describe("the venue's day, whatever the server's zone", () => {
  it("gives Singapore's 1 January 2020, whose Fajr is on 31 December in UTC, on servers on either side of the date line", () => {
    const answers = ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles"].map((zone) => {
      process.env.TZ = zone;
      return calculatePrayerTimes(singapore, "2020-01-01", { method: "singapore", madhab: "shafi" });
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(new Date(answers[0]!.fajr).toISOString().slice(0, 10)).toBe("2019-12-31");
    expectWithinTwoMinutes(answers[0]!, "2020-01-01", "+08:00", singaporeTimetable["2020-01-01"]!);
  });

  it("gives Honolulu's Maghrib on its own evening, which is the next day in UTC", () => {
    process.env.TZ = "Pacific/Kiritimati";
    const honolulu = { latitude: 21.3069, longitude: -157.8583, timeZone: "Pacific/Honolulu" };
    const times = calculatePrayerTimes(honolulu, "2026-03-01", { method: "isna", madhab: "shafi" });
    expect(times.maghrib).toMatch(/^2026-03-01T18:3\d:00-10:00$/);
    expect(new Date(times.maghrib).toISOString().slice(0, 10)).toBe("2026-03-02");
  });
});

describe("reckoning", () => {
  it("puts Asr later for the Hanafi madhab (shadow twice an object's length)", () => {
    const shafi = calculatePrayerTimes(makkah, "2016-03-05", { method: "umm_al_qura", madhab: "shafi" });
    const hanafi = calculatePrayerTimes(makkah, "2016-03-05", { method: "umm_al_qura", madhab: "hanafi" });
    expect(new Date(hanafi.asr).getTime()).toBeGreaterThan(new Date(shafi.asr).getTime() + 30 * 60_000);
    expect(hanafi.fajr).toBe(shafi.fajr);
  });

  it("answers inside the Arctic circle in midsummer, in order, from the nearest latitude with a night", () => {
    const tromso = { latitude: 69.6492, longitude: 18.9553, timeZone: "Europe/Oslo" };
    const times = calculatePrayerTimes(tromso, "2026-06-21", {
      method: "muslim_world_league",
      madhab: "shafi",
    });
    const instants = PRAYER_TIME_NAMES.map((name) => new Date(times[name]).getTime());
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });
});

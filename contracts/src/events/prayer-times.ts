import { z } from "zod";
import { ZTimeZone } from "./event-model.ts";
import { isCalendarDate } from "./zoned-time.ts";

/** The day's times in the order they come; sunrise ends Fajr's time and is no prayer of its own. */
export const PRAYER_TIME_NAMES = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"] as const;
export type TPrayerTimeName = (typeof PRAYER_TIME_NAMES)[number];

/**
 * Calculation methods by stable names, each one of the adhan library's parameter sets. `isna` and
 * `north_america` are the same method (the Islamic Society of North America's); both names are in use.
 */
export const CALCULATION_METHODS = [
  "muslim_world_league",
  "isna",
  "north_america",
  "egyptian",
  "umm_al_qura",
  "karachi",
  "dubai",
  "moonsighting_committee",
  "kuwait",
  "qatar",
  "singapore",
  "tehran",
  "turkey",
] as const;
export const ZCalculationMethod = z.enum(CALCULATION_METHODS, {
  error: `Choose a calculation method: ${CALCULATION_METHODS.join(", ")}`,
});
export type TCalculationMethod = z.infer<typeof ZCalculationMethod>;

/** Asr begins when a shadow is once (shafi: Shafi'i, Maliki, Hanbali) or twice (hanafi) an object's length. */
export const ZMadhab = z.enum(["shafi", "hanafi"], { error: "Choose a madhab: shafi or hanafi" });
export type TMadhab = z.infer<typeof ZMadhab>;

export const ZCalendarDate = z
  .string()
  .refine(isCalendarDate, { error: "Enter a date as YYYY-MM-DD, e.g. 2026-03-01" });

/** A decimal degree from a query string; an empty value is missing, never zero. */
function degrees(limit: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^[+-]?\d+(\.\d+)?$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(-limit, { error: message }).max(limit, { error: message }));
}

/** `GET /api/v1/prayer-times`: the day is the venue's calendar day in its own zone. */
export const ZPrayerTimesQuery = z.object({
  lat: degrees(90, "Enter a latitude between -90 and 90"),
  lng: degrees(180, "Enter a longitude between -180 and 180"),
  date: ZCalendarDate,
  timeZone: ZTimeZone,
  method: ZCalculationMethod.default("muslim_world_league"),
  madhab: ZMadhab.default("shafi"),
});
export type TPrayerTimesQuery = z.infer<typeof ZPrayerTimesQuery>;

/** An instant written as the venue's wall clock with its offset, e.g. 2026-03-01T18:02:00+00:00. */
const ZZonedInstant = z.iso.datetime({ offset: true });

export const ZPrayerTimes = z.object({
  fajr: ZZonedInstant,
  sunrise: ZZonedInstant,
  dhuhr: ZZonedInstant,
  asr: ZZonedInstant,
  maghrib: ZZonedInstant,
  isha: ZZonedInstant,
});
export type TPrayerTimes = z.infer<typeof ZPrayerTimes>;

export const ZPrayerTimesResponse = z.object({
  date: z.string(),
  timeZone: z.string(),
  method: ZCalculationMethod,
  madhab: ZMadhab,
  times: ZPrayerTimes,
});
export type TPrayerTimesResponse = z.infer<typeof ZPrayerTimesResponse>;

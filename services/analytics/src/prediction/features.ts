import { hijriDate, localDate, weekday } from "@mawid/contracts/events";
import { sunset } from "./sunset.ts";

/** The factors the predictor weighs, each an event's level of it: a category, a weekday, a season... */
export const FACTORS = ["category", "weekday", "season", "maghrib", "pricing"] as const;
export type Factor = (typeof FACTORS)[number];
export type Features = Record<Factor, string>;

export interface EventTraits {
  category: string | null;
  startsAt: Date;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  paid: boolean;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const RAMADAN = 9;
/** Within this of sunset, an event starts "around Maghrib" (people come after praying, or break fast there). */
const AROUND_MAGHRIB_MINUTES = 30;

/** Ramadan by the Umm al-Qura calendar on the event's local day, else the meteorological season there. */
function season(date: string, latitude: number | null): string {
  if (hijriDate(date).month === RAMADAN) return "Ramadan";
  const month = Number(date.slice(5, 7));
  const north = [
    "winter",
    "winter",
    "spring",
    "spring",
    "spring",
    "summer",
    "summer",
    "summer",
    "autumn",
    "autumn",
    "autumn",
    "winter",
  ][month - 1]!;
  if (latitude === null || latitude >= 0) return north;
  return { winter: "summer", summer: "winter", spring: "autumn", autumn: "spring" }[north]!;
}

function maghrib(traits: EventTraits, date: string): string {
  if (traits.latitude === null || traits.longitude === null) return "no venue";
  const sun = sunset(date, traits.latitude, traits.longitude);
  if (!sun) return "no sunset";
  const minutes = (traits.startsAt.getTime() - sun.getTime()) / 60_000;
  if (minutes < -AROUND_MAGHRIB_MINUTES) return "before Maghrib";
  if (minutes > AROUND_MAGHRIB_MINUTES) return "after Maghrib";
  return "around Maghrib";
}

/** An event's level of each factor, from its local day in its own time zone. */
export function featuresOf(traits: EventTraits): Features {
  const date = localDate(traits.startsAt, traits.timeZone);
  return {
    category: traits.category ?? "other",
    weekday: WEEKDAYS[weekday(date)]!,
    season: season(date, traits.latitude),
    maghrib: maghrib(traits, date),
    pricing: traits.paid ? "paid" : "free",
  };
}

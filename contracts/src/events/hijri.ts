import { addDays, isCalendarDate } from "./zoned-time.ts";

/**
 * Hijri dates by the Umm al-Qura calendar, through Intl with `calendar: "islamic-umalqura"` named
 * every time: a locale's default calendar differs (ar-SA's is Umm al-Qura, ar-EG's Gregorian), and
 * plain "islamic" is a different, astronomical reckoning. Zod-free, so the web can use it anywhere.
 */
export const HIJRI_CALENDAR = "islamic-umalqura";

/** An organisation's offset from Umm al-Qura, where its moon sighting differs, is a whole number of days within this. */
export const HIJRI_OFFSET_LIMIT = 2;

export interface HijriDate {
  year: number;
  /** 1 (Muharram) to 12 (Dhu al-Hijjah). */
  month: number;
  day: number;
}

/** Noon UTC of the calendar day, so no zone can move it to a neighbouring day. */
function noonOf(date: string, offsetDays: number): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  if (!Number.isInteger(offsetDays) || Math.abs(offsetDays) > HIJRI_OFFSET_LIMIT) {
    throw new RangeError(`A Hijri offset is a whole number of days from -2 to +2, not ${offsetDays}`);
  }
  return new Date(`${addDays(date, offsetDays)}T12:00:00Z`);
}

const numericFormat = new Intl.DateTimeFormat("en-US", {
  calendar: HIJRI_CALENDAR,
  numberingSystem: "latn",
  timeZone: "UTC",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/** The Hijri date of a Gregorian calendar day (`YYYY-MM-DD`, e.g. an event's local date). */
export function hijriDate(date: string, offsetDays = 0): HijriDate {
  const parts: Record<string, number> = {};
  for (const part of numericFormat.formatToParts(noonOf(date, offsetDays))) {
    if (part.type === "year" || part.type === "month" || part.type === "day")
      parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/**
 * The Hijri date written for people, e.g. "Ramadan 1, 1447 AH" (en), "1 رمضان 1447 هـ" (ar),
 * "1 رمضان، 1447 ہجری" (ur). `locale` is any BCP 47 tag; its numbering system is kept. No weekday:
 * with an offset, the formatted day is not the day's own weekday.
 */
export function formatHijri(
  date: string,
  locale: string,
  offsetDays = 0,
  style: "long" | "medium" = "long",
): string {
  return new Intl.DateTimeFormat(locale, {
    calendar: HIJRI_CALENDAR,
    timeZone: "UTC",
    dateStyle: style,
  }).format(noonOf(date, offsetDays));
}

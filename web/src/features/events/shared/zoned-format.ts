import { formatHijri, localDate } from "@mawid/contracts/events";
import type { TLocale } from "@mawid/contracts/platform";

const INTL_LOCALE: Record<TLocale, string> = { en: "en-GB", ar: "ar-SA", ur: "ur-PK" };

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the locale's Gregorian calendar on a zone's clock, made once and kept. */
export function zonedFormat(
  locale: TLocale,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-gregory-nu-latn`, {
      ...options,
      timeZone,
    });
    formats.set(key, found);
  }
  return found;
}

/**
 * An event's times read on its venue's clock, whatever zone the reader's device is in: an iftar in
 * London starts at 18:02 for a host planning it from Karachi too.
 */
export function zonedDate(iso: string, timeZone: string, locale: TLocale): string {
  return zonedFormat(locale, timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(iso));
}

export function zonedClock(iso: string, timeZone: string, locale: TLocale): string {
  return zonedFormat(locale, timeZone, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/**
 * The Hijri day (Umm al-Qura, through the contracts' helper) of the venue's calendar day at that
 * instant, moved by the organisation's offset where its moon sighting differs.
 */
export function zonedHijri(iso: string, timeZone: string, locale: TLocale, offsetDays = 0): string {
  return formatHijri(localDate(new Date(iso), timeZone), `${INTL_LOCALE[locale]}-u-nu-latn`, offsetDays);
}

/**
 * A calendar day (`YYYY-MM-DD`) as the reader's language writes it, read on UTC so the day printed is
 * the day stored in every browser's time zone.
 */
export function calendarDay(date: string, locale: TLocale): string {
  return zonedFormat(locale, "UTC", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A calendar day (`YYYY-MM-DD`) in both calendars, for due dates that have no time of day. */
export function dualDay(date: string, locale: TLocale): string {
  return `${calendarDay(date, locale)} · ${formatHijri(date, `${INTL_LOCALE[locale]}-u-nu-latn`, 0, "medium")}`;
}

import type { TLocale } from "@mawid/contracts/platform";

const INTL_LOCALE: Record<TLocale, string> = { en: "en-GB", ar: "ar-SA", ur: "ur-PK" };

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: TLocale, calendar: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${calendar}|${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-${calendar}-nu-latn`, {
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
  return format(locale, "gregory", timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(iso));
}

export function zonedClock(iso: string, timeZone: string, locale: TLocale): string {
  return format(locale, "gregory", timeZone, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** The Umm al-Qura Hijri day of the instant on the venue's clock, the calendar always named explicitly. */
export function zonedHijri(iso: string, timeZone: string, locale: TLocale): string {
  return format(locale, "islamic-umalqura", timeZone, {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(iso));
}

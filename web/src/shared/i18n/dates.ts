import type { TLocale } from "@mawid/contracts/platform";

const INTL_LOCALE: Record<TLocale, string> = { en: "en-GB", ar: "ar-SA", ur: "ur-PK" };

/** A date in the Umm al-Qura Hijri calendar, e.g. "14 Ramadan 1447 AH". */
export function formatHijri(date: Date, locale: TLocale): string {
  return new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-islamic-umalqura-nu-latn`, {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

export function formatGregorian(date: Date, locale: TLocale): string {
  return new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-gregory-nu-latn`, {
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}

export function formatDateTime(date: Date, locale: TLocale): string {
  return new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-gregory-nu-latn`, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}

/** Both calendars side by side, as community notices usually give them. */
export function formatDualDate(date: Date, locale: TLocale): string {
  return `${formatGregorian(date, locale)} · ${formatHijri(date, locale)}`;
}

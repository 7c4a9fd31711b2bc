import type { TLocale } from "@mawid/contracts/platform";

const INTL_LOCALE: Record<TLocale, string> = { en: "en-GB", ar: "ar-SA", ur: "ur-PK" };

/**
 * A calendar day (YYYY-MM-DD) as the reader's language writes it. Read at UTC midnight and shown on
 * UTC, so the day printed is the day stored in every browser's time zone.
 */
export function formatCalendarDay(day: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-gregory-nu-latn`, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

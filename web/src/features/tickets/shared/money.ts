import type { TLocale } from "@mawid/contracts/platform";

const INTL_LOCALE: Record<TLocale, string> = { en: "en-GB", ar: "ar-SA-u-nu-latn", ur: "ur-PK-u-nu-latn" };

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: TLocale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency });
    formats.set(key, found);
  }
  return found;
}

/** How many minor units make one major unit of the currency (100 for USD, 1 for JPY, 1000 for KWD). */
export function minorPerMajor(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency)) return 100;
  return 10 ** (currencyFormat("en", currency).resolvedOptions().maximumFractionDigits ?? 2);
}

/** An amount in minor units, as the reader's language writes money. */
export function formatMoney(minor: number, currency: string, locale: TLocale): string {
  return currencyFormat(locale, currency).format(minor / minorPerMajor(currency));
}

/** What a buyer or host types (major units, e.g. 12.50) in minor units. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * minorPerMajor(currency));
}

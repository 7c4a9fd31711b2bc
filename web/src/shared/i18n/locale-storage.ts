import { parseLocale, RTL_LOCALES, type TLocale } from "@mawid/contracts/platform";

export const LOCALE_STORAGE_KEY = "locale";

export function readStoredLocale(): TLocale {
  try {
    const stored = parseLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage can be blocked (private mode); the browser language still gives a sensible start.
  }
  const browser = typeof navigator === "undefined" ? "" : navigator.language.slice(0, 2);
  return parseLocale(browser) ?? "en";
}

export function storeLocale(locale: TLocale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable; the choice still applies to this visit.
  }
}

export function directionOf(locale: TLocale): "rtl" | "ltr" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}

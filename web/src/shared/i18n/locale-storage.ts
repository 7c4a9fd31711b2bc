import type { TLocale } from "@mawid/contracts/platform";

export const LOCALE_STORAGE_KEY = "locale";

const LOCALES: readonly TLocale[] = ["en", "ar", "ur"];
/**
 * The contracts' RTL_LOCALES, as a plain copy: its module also holds ZLocale, which the profile's
 * schema uses, so importing it would bring zod into the first download.
 */
const RTL_LOCALES: readonly TLocale[] = ["ar", "ur"];

/** A plain check rather than ZLocale, which would put zod into the first download. */
export function parseLocale(value: unknown): TLocale | null {
  return LOCALES.find((l) => l === value) ?? null;
}

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

/*
 * Plain values and checks, with no zod: the web's first download reads the stored theme and
 * language before anything else, and the schemas built from these live in locale-schemas.ts.
 */
export const THEMES = ["light", "dark"] as const;
export type TTheme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = "theme";

/** A stored theme is accepted only if 'light' or 'dark'; anything else falls back to light. */
export function parseTheme(value: unknown): TTheme {
  return value === "dark" ? "dark" : "light";
}

export const LOCALES = ["en", "ar", "ur"] as const;
export type TLocale = (typeof LOCALES)[number];
export const RTL_LOCALES: readonly TLocale[] = ["ar", "ur"];

/** One of the supported languages, or null. */
export function parseLocale(value: unknown): TLocale | null {
  return LOCALES.find((l) => l === value) ?? null;
}

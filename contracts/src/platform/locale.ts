import { z } from "zod";

export const THEME_STORAGE_KEY = "theme";
export const ZTheme = z.enum(["light", "dark"]);
export type TTheme = z.infer<typeof ZTheme>;

/** A stored theme is accepted only if 'light' or 'dark'; anything else falls back to light. */
export function parseTheme(value: unknown): TTheme {
  return value === "dark" ? "dark" : "light";
}

export const ZLocale = z.enum(["en", "ar", "ur"]);
export type TLocale = z.infer<typeof ZLocale>;
export const RTL_LOCALES: readonly TLocale[] = ["ar", "ur"];

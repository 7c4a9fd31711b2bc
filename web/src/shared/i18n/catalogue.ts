import type { TLocale } from "@mawid/contracts/platform";
import { en, type MessageKey, type Messages } from "./messages/en";

/**
 * English ships with the first download; Arabic and Urdu are fetched when chosen, so a reader of one
 * language does not download the other two (together they were most of the landing page's budget).
 */
const loaders: Record<Exclude<TLocale, "en">, () => Promise<Messages>> = {
  ar: () => import("./messages/ar").then((m) => m.ar),
  ur: () => import("./messages/ur").then((m) => m.ur),
};
const loaded: Partial<Record<TLocale, Messages>> = { en };

export function isCatalogueLoaded(locale: TLocale): boolean {
  return loaded[locale] !== undefined;
}

/** Loads a language's texts once; until then (or if the fetch fails) its keys read in English. */
export async function loadCatalogue(locale: TLocale): Promise<void> {
  if (locale === "en" || loaded[locale]) return;
  loaded[locale] = await loaders[locale]();
}

export type Vars = Record<string, string | number>;

export function translate(locale: TLocale, key: MessageKey, vars?: Vars): string {
  const template = (loaded[locale] ?? en)[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const keyByEnglish = new Map<string, MessageKey>(
  (Object.entries(en) as Array<[MessageKey, string]>).map(([key, value]) => [value, key]),
);

/**
 * Shared schemas and the API speak the brief's English texts; this finds the catalogue entry for
 * such a text so it reads in the user's language, and leaves unknown texts as they are.
 */
export function translateKnown(locale: TLocale, message: string): string {
  const key = keyByEnglish.get(message);
  return key ? translate(locale, key) : message;
}

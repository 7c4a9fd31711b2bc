import type { TLocale } from "@mawid/contracts/platform";
import { ar } from "./messages/ar";
import { en, type MessageKey, type Messages } from "./messages/en";
import { ur } from "./messages/ur";

export const CATALOGUES: Record<TLocale, Messages> = { en, ar, ur };

export type Vars = Record<string, string | number>;

export function translate(locale: TLocale, key: MessageKey, vars?: Vars): string {
  const template = CATALOGUES[locale][key];
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

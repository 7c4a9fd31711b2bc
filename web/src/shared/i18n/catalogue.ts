import { RTL_LOCALES, type TLocale } from "@mawid/contracts/platform";
import { en, type MessageKey, type Messages, type PluralMessage } from "./messages/en";

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

/** Unicode's first-strong isolate and its closing mark (UAX #9). */
const FSI = "\u2068";
const PDI = "\u2069";

/** A letter of a left-to-right script: any letter but Arabic's (Urdu's too) and Hebrew's. */
const LEFT_TO_RIGHT_LETTER = /(?![\p{Script=Arabic}\p{Script=Hebrew}])\p{L}/u;

/**
 * A text with its values put in. In Arabic and Urdu a value with left-to-right letters in it is
 * isolated, as Fluent isolates every value: a host's or a ticket's name written in English would
 * otherwise take the sentence's punctuation and numbers into its own direction. A value in the page's
 * own script needs no isolating, and stays as a reader would copy it.
 */
export function translate(locale: TLocale, key: MessageKey, vars?: Vars): string {
  const message: string | PluralMessage = (loaded[locale] ?? en)[key];
  const template = typeof message === "string" ? message : pluralForm(locale, message, vars);
  if (!vars) return template;
  const rtl = RTL_LOCALES.includes(locale);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in vars)) return whole;
    const value = String(vars[name]);
    return rtl && LEFT_TO_RIGHT_LETTER.test(value) ? `${FSI}${value}${PDI}` : value;
  });
}

const pluralRules = new Map<TLocale, Intl.PluralRules>();

/** The form of a plural text for its number, by the language's own rules ("1 event", "فعاليتان"). */
function pluralForm(locale: TLocale, message: PluralMessage, vars: Vars | undefined): string {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return message[rules.select(Number(vars?.[message.count]))] ?? message.other;
}

const keyByEnglish = new Map<string, MessageKey>(
  (Object.entries(en) as Array<[MessageKey, string | PluralMessage]>).flatMap(([key, value]) =>
    typeof value === "string" ? [[value, key] as const] : [],
  ),
);

/**
 * Shared schemas and the API speak the brief's English texts; this finds the catalogue entry for
 * such a text so it reads in the user's language, and leaves unknown texts as they are.
 */
export function translateKnown(locale: TLocale, message: string): string {
  const key = keyByEnglish.get(message);
  return key ? translate(locale, key) : message;
}

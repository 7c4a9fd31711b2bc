import type { TLocale } from "@mawid/contracts/platform";
import { createContext, useContext } from "react";
import type { Vars } from "./catalogue";
import type { MessageKey } from "./messages/en";

/** A catalogue entry, or a text from elsewhere (a server's message) that has no translation. */
export type LocalText = MessageKey | { raw: string };

export interface I18nValue {
  locale: TLocale;
  dir: "ltr" | "rtl";
  setLocale: (locale: TLocale) => void;
  t: (key: MessageKey, vars?: Vars) => string;
  /** Translates a known English text from a shared schema (the seed's field messages). */
  tk: (message: string) => string;
  /** Shows a LocalText in this page's language. */
  say: (text: LocalText) => string;
}

export const I18nContext = createContext<I18nValue | null>(null);

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}

import type { TLocale } from "@mawid/contracts/platform";
import { createContext, useContext } from "react";
import type { Vars } from "./catalogue";
import type { MessageKey } from "./messages/en";

export interface I18nValue {
  locale: TLocale;
  dir: "ltr" | "rtl";
  setLocale: (locale: TLocale) => void;
  t: (key: MessageKey, vars?: Vars) => string;
  /** Translates a known English text from the API or a shared schema. */
  tk: (message: string) => string;
}

export const I18nContext = createContext<I18nValue | null>(null);

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}

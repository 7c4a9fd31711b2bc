import type { TLocale } from "@mawid/contracts/platform";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useAuth } from "../../features/auth/auth-context";
import { usePatchMe } from "../../features/auth/queries";
import { logger } from "../logger/logger";
import { translate, translateKnown } from "./catalogue";
import { I18nContext, type I18nValue } from "./i18n-context";
import { directionOf, readStoredLocale, storeLocale } from "./locale-storage";

export function I18nProvider({ children }: { children: ReactNode }) {
  const { me } = useAuth();
  const patchMe = usePatchMe();
  const [locale, setLocaleState] = useState<TLocale>(readStoredLocale);
  const profileLocale = me?.profile.locale;

  // The signed-in profile's language wins over this browser's stored choice.
  useEffect(() => {
    if (!profileLocale) return;
    setLocaleState(profileLocale);
    storeLocale(profileLocale);
  }, [profileLocale]);

  const dir = directionOf(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);

  const { mutate } = patchMe;
  const signedIn = Boolean(me);
  const setLocale = useCallback(
    (next: TLocale) => {
      setLocaleState(next);
      storeLocale(next);
      if (signedIn) {
        mutate(
          { locale: next },
          { onError: (error) => logger.error("Locale save failed", { error: String(error) }) },
        );
      }
    },
    [signedIn, mutate],
  );

  const value = useMemo<I18nValue>(
    () => ({
      locale,
      dir,
      setLocale,
      t: (key, vars) => translate(locale, key, vars),
      tk: (message) => translateKnown(locale, message),
      say: (text) => (typeof text === "string" ? translate(locale, text) : text.raw),
    }),
    [locale, dir, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

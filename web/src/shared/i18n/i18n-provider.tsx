import type { TLocale } from "@mawid/contracts/platform";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useAuth } from "../../features/auth/auth-context";
import { usePatchMe } from "../../features/auth/queries";
import { logger } from "../logger/logger";
import { isCatalogueLoaded, loadCatalogue, translate, translateKnown } from "./catalogue";
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

  // A language chosen here (or by the profile) is fetched on first use; its texts replace English when they arrive.
  const [catalogues, setCatalogues] = useState(0);
  useEffect(() => {
    if (isCatalogueLoaded(locale)) return;
    let current = true;
    loadCatalogue(locale).then(
      () => current && setCatalogues((n) => n + 1),
      (error: unknown) => logger.error("Language texts failed to load", { locale, error: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [locale]);

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: t() reads a catalogue loaded since, which `catalogues` counts.
  const value = useMemo<I18nValue>(
    () => ({
      locale,
      dir,
      setLocale,
      t: (key, vars) => translate(locale, key, vars),
      tk: (message) => translateKnown(locale, message),
      say: (text) => (typeof text === "string" ? translate(locale, text) : translateKnown(locale, text.raw)),
    }),
    [locale, dir, setLocale, catalogues],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

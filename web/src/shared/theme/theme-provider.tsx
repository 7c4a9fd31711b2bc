import type { TTheme } from "@mawid/contracts/platform";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useAuth } from "../../features/auth/auth-context";
import { usePatchMe } from "../../features/auth/queries";
import { logger } from "../logger/logger";
import { ThemeContext, type ThemeValue } from "./theme-context";
import { applyThemeToDocument, readStoredTheme, storeTheme } from "./theme-storage";

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { me } = useAuth();
  const { mutate } = usePatchMe();
  const [theme, setThemeState] = useState<TTheme>(readStoredTheme);
  const profileTheme = me?.profile.preferredTheme;

  useEffect(() => {
    if (!profileTheme) return;
    setThemeState(profileTheme);
    storeTheme(profileTheme);
  }, [profileTheme]);

  useEffect(() => applyThemeToDocument(theme), [theme]);

  const signedIn = Boolean(me);
  const setTheme = useCallback(
    (next: TTheme) => {
      setThemeState(next);
      storeTheme(next);
      if (signedIn) {
        mutate(
          { preferredTheme: next },
          { onError: (error) => logger.error("Theme save failed", { error: String(error) }) },
        );
      }
    },
    [signedIn, mutate],
  );

  const value = useMemo<ThemeValue>(() => ({ theme, setTheme, resolvedTheme: theme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

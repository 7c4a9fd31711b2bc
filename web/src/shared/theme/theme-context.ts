import type { TTheme } from "@mawid/contracts/platform";
import { createContext, useContext } from "react";

export interface ThemeValue {
  theme: TTheme;
  setTheme: (theme: TTheme) => void;
  /** Always light or dark; kept beside theme because the brief's theme context names both. */
  resolvedTheme: TTheme;
}

export const ThemeContext = createContext<ThemeValue | null>(null);

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside <ThemeProvider>");
  return value;
}

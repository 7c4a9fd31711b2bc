import { parseTheme, THEME_STORAGE_KEY, type TTheme } from "@mawid/contracts/platform";

export function readStoredTheme(): TTheme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "light";
  }
}

export function storeTheme(theme: TTheme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisting is acceptable; the theme still applies to this visit.
  }
}

/** The signed-in profile's preferred theme wins; otherwise the stored value, where anything odd means light. */
export function resolveTheme(stored: unknown, profileTheme: TTheme | null | undefined): TTheme {
  return profileTheme ?? parseTheme(stored);
}

export function applyThemeToDocument(theme: TTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.setAttribute("data-theme", theme);
  root.style.colorScheme = theme;
}

import type { TTheme } from "@mawid/contracts/platform";
import type { ThemeConfig } from "antd/es/config-provider/context";
import antdTheme from "antd/es/theme";
import type { BrandColors } from "../white-label/brand-context";

export const BRAND_PRIMARY = "#0f6e56";
const DARK_SOLID_TEXT = "#141414";
/** Arabic script first in the bundled Noto Naskh Arabic (app/arabic-script-font.css: it covers nothing else), the rest in the system's own. */
const FONT =
  '"Noto Naskh Arabic", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Nastaliq Urdu", Tahoma, sans-serif';

/** antd follows the page theme; an active white-label's colours become the tokens. */
export function antdThemeFor(theme: TTheme, colors: BrandColors | null): ThemeConfig {
  const dark = theme === "dark";
  const base: ThemeConfig["token"] = {
    colorPrimary: colors?.primary ?? (dark ? "#2bb58f" : BRAND_PRIMARY),
    colorInfo: colors?.primary ?? (dark ? "#2bb58f" : BRAND_PRIMARY),
    colorLink: colors?.primary ?? (dark ? "#4cc9a4" : BRAND_PRIMARY),
    // antd's default red (#ff4d4f) is 3.3:1 on white, too faint for a Discard or Sign out label
    colorError: dark ? "#ff7875" : "#cf1322",
    // antd's placeholders (1.8:1) and counts and hints (3.4:1) are too faint to read; these are 4.5:1 or more
    colorTextPlaceholder: dark ? "#8c8c8c" : "#6e6e6e",
    colorTextDescription: dark ? "#a6a6a6" : "#666666",
    borderRadius: 10,
    fontFamily: FONT,
    fontSize: 15,
  };
  const whiteLabelTokens: ThemeConfig["token"] =
    colors && !dark
      ? {
          colorBgLayout: colors.background,
          colorBgContainer: colors.card,
          colorText: colors.text,
          colorBorder: colors.border,
          colorFillSecondary: colors.muted,
        }
      : {};
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { ...base, ...whiteLabelTokens },
    // White on the dark theme's green (3.4:1) or red is too faint; near-black reads at 5.5:1 on either.
    components:
      dark && !colors ? { Button: { primaryColor: DARK_SOLID_TEXT, dangerColor: DARK_SOLID_TEXT } } : {},
  };
}

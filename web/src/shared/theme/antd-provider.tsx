import type { TLocale } from "@mawid/contracts/platform";
import ConfigProvider from "antd/es/config-provider";
import arEG from "antd/es/locale/ar_EG";
import enUS from "antd/es/locale/en_US";
import urPK from "antd/es/locale/ur_PK";
import type { Locale } from "antd/es/locale";
import { type ReactNode, useMemo } from "react";
import { useI18n } from "../i18n/i18n-context";
import { useBrand } from "../white-label/brand-context";
import { antdThemeFor } from "./antd-theme";
import { ToastOutlet } from "../ui/toast-outlet";
import { CssVarsSync } from "./css-vars-sync";
import { useTheme } from "./theme-context";

const ANTD_LOCALES: Record<TLocale, Locale> = { en: enUS, ar: arEG, ur: urPK };

export function AntdProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const { locale, dir } = useI18n();
  const { colors } = useBrand();
  const themeConfig = useMemo(() => antdThemeFor(theme, colors), [theme, colors]);
  return (
    <ConfigProvider theme={themeConfig} direction={dir} locale={ANTD_LOCALES[locale]}>
      <CssVarsSync />
      <ToastOutlet />
      {children}
    </ConfigProvider>
  );
}

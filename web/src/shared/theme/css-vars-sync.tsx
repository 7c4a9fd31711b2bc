import antdTheme from "antd/es/theme";
import { useEffect } from "react";

/**
 * The page's own CSS (hero, sections, footer) reads the same tokens antd uses, so dark mode and
 * white-label colours reach every pixel, not only antd components.
 */
export function CssVarsSync() {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const vars: Record<string, string> = {
      "--m-primary": token.colorPrimary,
      "--m-primary-bg": token.colorPrimaryBg,
      "--m-primary-border": token.colorPrimaryBorder,
      "--m-bg": token.colorBgLayout,
      "--m-surface": token.colorBgContainer,
      "--m-elevated": token.colorBgElevated,
      "--m-text": token.colorText,
      "--m-text-2": token.colorTextSecondary,
      "--m-text-3": token.colorTextTertiary,
      "--m-border": token.colorBorderSecondary,
      "--m-fill": token.colorFillTertiary,
      "--m-radius": `${token.borderRadiusLG}px`,
      "--m-shadow": token.boxShadowTertiary,
      "--m-font": token.fontFamily,
      "--m-success": token.colorSuccess,
      "--m-error": token.colorError,
    };
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
  }, [token]);
  return null;
}

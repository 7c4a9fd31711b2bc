import MoonOutlined from "@ant-design/icons/MoonOutlined";
import SunOutlined from "@ant-design/icons/SunOutlined";
import Button from "antd/es/button";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useTheme } from "../../shared/theme/theme-context";

export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const { t } = useI18n();
  const next = theme === "dark" ? "light" : "dark";
  const label = t("theme.toggle", { theme: t(next === "dark" ? "theme.dark" : "theme.light") });
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      icon={theme === "dark" ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => setTheme(next)}
    />
  );
}

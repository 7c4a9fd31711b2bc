import GlobalOutlined from "@ant-design/icons/GlobalOutlined";
import { parseLocale, type TLocale } from "@mawid/contracts/platform";
import { useId } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";

const LOCALES: TLocale[] = ["en", "ar", "ur"];

/** A native select: keyboard and screen-reader friendly everywhere, and nothing to download. */
export function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  const id = useId();
  return (
    <span className="language-switch">
      <GlobalOutlined aria-hidden="true" />
      <label htmlFor={id} className="visually-hidden">
        {t("locale.label")}
      </label>
      <select
        id={id}
        value={locale}
        data-testid="language-switch"
        onChange={(event) => {
          const next = parseLocale(event.target.value);
          if (next) setLocale(next);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

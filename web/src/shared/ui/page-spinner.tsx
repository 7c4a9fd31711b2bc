import Spin from "antd/es/spin";
import { useI18n } from "../i18n/i18n-context";

/** The spinner shown while a route chunk or a guarded page loads. */
export function PageSpinner() {
  const { t } = useI18n();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{t("app.loading")}</span>
    </div>
  );
}

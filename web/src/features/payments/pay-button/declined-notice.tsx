import Alert from "antd/es/alert";
import { useI18n } from "../../../shared/i18n/i18n-context";

/** Said where a declined test checkout sends the payer back: nothing was taken, and they may try again. */
export function DeclinedNotice() {
  const { t } = useI18n();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="spaced"
      title={t("pay.declined.title")}
      description={t("pay.declined.text")}
    />
  );
}

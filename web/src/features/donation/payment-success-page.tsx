import Result from "antd/es/result";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ButtonLink } from "../../shared/ui/button-link";

export default function PaymentSuccessPage() {
  const { t } = useI18n();
  return (
    <div className="container page">
      <Result
        status="success"
        title={<h1 className="result-title">{t("paymentSuccess.title")}</h1>}
        subTitle={t("paymentSuccess.text")}
        extra={[
          <ButtonLink key="tickets" to="/my-tickets" type="primary">
            {t("paymentSuccess.tickets")}
          </ButtonLink>,
          <ButtonLink key="home" to="/">
            {t("paymentSuccess.home")}
          </ButtonLink>,
        ]}
      />
    </div>
  );
}

import Result from "antd/es/result";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { readCheckoutNote } from "../shared/checkout-note";
import "../payments.css";
import { DonationPaid } from "./donation-paid";
import { OrderPaid } from "./order-paid";

/**
 * /payment-success?payment={id}: what was paid, from the note the checkout left in this tab. A payment
 * this tab did not start (another device, a lost link) gets a kind word and the ways on, not an error.
 */
export default function PaymentSuccessPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const paymentId = params.get("payment") ?? "";
  const note = readCheckoutNote(paymentId);
  return (
    <div className="container page narrow">
      {note?.kind === "order" ? (
        <OrderPaid orderId={note.orderId} paymentId={paymentId} />
      ) : note?.kind === "donation" ? (
        <DonationPaid note={note} paymentId={paymentId} />
      ) : (
        <Result
          className="payment-result"
          status="info"
          title={<h1 className="result-title">{t("pay.success.unknownTitle")}</h1>}
          subTitle={t("pay.success.unknownText")}
          extra={[
            <ButtonLink key="tickets" to="/my-tickets" type="primary">
              {t("paymentSuccess.tickets")}
            </ButtonLink>,
            <ButtonLink key="home" to="/">
              {t("paymentSuccess.home")}
            </ButtonLink>,
          ]}
        />
      )}
    </div>
  );
}

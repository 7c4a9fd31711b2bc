import Alert from "antd/es/alert";
import Result from "antd/es/result";
import Skeleton from "antd/es/skeleton";
import Spin from "antd/es/spin";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { PaymentError } from "../shared/payment-error";
import { ReceiptButton } from "./receipt-button";
import { useOrderOutcome } from "./use-order-outcome";

/** An order's payment: the tickets it bought once ticketing has the order paid. */
export function OrderPaid({ orderId, paymentId }: { orderId: string; paymentId: string }) {
  const { t } = useI18n();
  const { order, processing, stillPending } = useOrderOutcome(orderId);
  if (order.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (order.isError) return <PaymentError error={order.error} />;
  const o = order.data;
  const tickets = (
    <ButtonLink key="tickets" to={`/my-tickets?order=${orderId}`} type="primary">
      {t("paymentSuccess.tickets")}
    </ButtonLink>
  );
  if (processing || stillPending) {
    return (
      <div role="status">
        <h1>{t("pay.success.processingTitle")}</h1>
        {processing ? <Spin aria-hidden /> : null}
        <p>{t(processing ? "pay.success.processing" : "pay.success.stillProcessing")}</p>
        {stillPending ? tickets : null}
      </div>
    );
  }
  if (o.status !== "paid") {
    return <Alert type="warning" showIcon role="alert" title={t("pay.success.notPaid")} />;
  }
  return (
    <Result
      className="payment-result"
      status="success"
      title={<h1 className="result-title">{t("paymentSuccess.title")}</h1>}
      subTitle={t("paymentSuccess.text")}
      extra={[tickets, <ReceiptButton key="receipt" paymentId={paymentId} />]}
    />
  );
}

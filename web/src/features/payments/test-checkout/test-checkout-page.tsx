import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { readCheckoutNote } from "../shared/checkout-note";
import { PaymentFor } from "../shared/payment-for";
import { completeTestPayment, declineTestPayment } from "../shared/payments-api";
import { usePaymentErrorPolicy } from "../shared/use-payment-error-policy";
import "../payments.css";
import { declinedReturn } from "./declined-return";

/**
 * /checkout/test/{paymentId}: the test provider's stand-in for a card page. It takes no card details and
 * says TEST before anything else, so no one mistakes it for a real payment.
 */
export default function TestCheckoutPage() {
  const { t } = useI18n();
  const { paymentId = "" } = useParams();
  const navigate = useNavigate();
  const report = usePaymentErrorPolicy();
  const note = readCheckoutNote(paymentId);
  const busy = useRef(false);
  const pay = useMutation({ mutationFn: () => completeTestPayment(paymentId) });
  const decline = useMutation({ mutationFn: () => declineTestPayment(paymentId) });

  const once = (run: () => void) => () => {
    if (busy.current) return;
    busy.current = true;
    run();
  };
  const failed = (error: unknown) => {
    busy.current = false;
    report(error, { fallback: "pay.test.failed" });
  };
  const onPay = once(() =>
    pay.mutate(undefined, {
      onSuccess: (result) => {
        if (result.status === "succeeded")
          navigate(`/payment-success?payment=${encodeURIComponent(paymentId)}`);
        else failed(new Error(result.status));
      },
      onError: failed,
    }),
  );
  const onDecline = once(() =>
    decline.mutate(undefined, { onSuccess: () => navigate(declinedReturn(note)), onError: failed }),
  );

  return (
    <div className="container page narrow">
      <div className="test-banner" role="note">
        <strong>{t("pay.test.banner")}</strong> {t("pay.test.bannerText")}
      </div>
      <PageHeader title={t("pay.test.title")} />
      <Card>
        {note ? (
          <PaymentFor note={note} />
        ) : (
          <Alert type="info" showIcon title={t("pay.test.unknownAmount")} className="spaced" />
        )}
        <p>{t("pay.test.noCard")}</p>
        <div className="action-row">
          <Button type="primary" size="large" loading={pay.isPending} onClick={onPay}>
            {t("pay.test.pay")}
          </Button>
          <Button danger size="large" loading={decline.isPending} onClick={onDecline}>
            {t("pay.test.decline")}
          </Button>
        </div>
      </Card>
    </div>
  );
}

import type { TOrder } from "@mawid/contracts/ticketing";
import Button from "antd/es/button";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../../tickets/shared/money";
import { keepCheckoutNote } from "../shared/checkout-note";
import { useGoToCheckout } from "../shared/go-to-checkout";
import { startCheckout } from "../shared/payments-api";
import { usePaymentErrorPolicy } from "../shared/use-payment-error-policy";

/**
 * "Pay {total}" on a pending order: opens its checkout and hands the buyer over. A second click before
 * the answer sends nothing (the ref is set in the click itself, before React re-renders the button).
 */
export function PayButton({ order }: { order: TOrder }) {
  const { t, locale } = useI18n();
  const report = usePaymentErrorPolicy();
  const goTo = useGoToCheckout();
  const sending = useRef(false);
  const checkout = useMutation({ mutationFn: () => startCheckout(order.id) });
  const pay = () => {
    if (sending.current) return;
    sending.current = true;
    checkout.mutate(undefined, {
      onSuccess: ({ paymentId, url }) => {
        keepCheckoutNote({
          kind: "order",
          paymentId,
          orderId: order.id,
          eventId: order.eventId,
          amount: order.totals.total,
          currency: order.currency,
        });
        goTo(url);
      },
      onError: (error) => {
        sending.current = false;
        report(error, { fallback: "pay.checkoutFailed" });
      },
    });
  };
  return (
    <Button type="primary" size="large" loading={checkout.isPending} onClick={pay}>
      {t("pay.payTotal", { total: formatMoney(order.totals.total, order.currency, locale) })}
    </Button>
  );
}

import type { TOrder } from "@mawid/contracts/ticketing";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import { useMutation } from "@tanstack/react-query";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { cancelOrder } from "../shared/orders-api";
import { OrderSummary } from "../shared/order-summary";
import { PayButton } from "../../payments/pay-button/pay-button";
import { useTicketErrorPolicy } from "../shared/use-ticket-error-policy";
import { minutesSeconds, useCountdown } from "./use-countdown";

/**
 * The placed order. A free one is complete and its tickets are on their way to My tickets. A paid one
 * holds its seats until expiresAt; Pay hands the buyer to the payments service's checkout, or they let
 * the seats go.
 */
export function OrderResult({
  order,
  onChanged,
  onStartAgain,
}: {
  order: TOrder;
  onChanged: (order: TOrder) => void;
  onStartAgain: () => void;
}) {
  const { t } = useI18n();
  const report = useTicketErrorPolicy();
  const left = useCountdown(order.status === "pending" ? order.expiresAt : null);
  const cancel = useMutation({ mutationFn: () => cancelOrder(order.id) });
  const expired = order.status === "expired" || (order.status === "pending" && left === 0);
  const summary = (
    <OrderSummary
      lines={order.lines}
      totals={order.totals}
      fund={order.donation?.fund ?? null}
      addOns={order.addOns}
      promoCode={order.promoCode}
    />
  );

  if (order.status === "paid") {
    return (
      <Card>
        <div role="status">
          <h2>{t("tk.done.title")}</h2>
          <p>{t("tk.done.text", { count: order.attendees.length })}</p>
        </div>
        {summary}
        <ButtonLink type="primary" to={`/my-tickets?order=${order.id}`}>
          {t("paymentSuccess.tickets")}
        </ButtonLink>
      </Card>
    );
  }
  if (expired || order.status !== "pending") {
    return (
      <Card>
        <Alert
          type="info"
          showIcon
          role="status"
          title={t(`tk.pending.${order.status === "pending" ? "expired" : order.status}`)}
        />
        <Button className="spaced" onClick={onStartAgain}>
          {t("tk.pending.again")}
        </Button>
      </Card>
    );
  }
  return (
    <Card>
      <h2>{t("tk.pending.title")}</h2>
      <p role="timer" aria-live="off">
        {t("tk.pending.heldFor", { time: minutesSeconds(left) })}
      </p>
      {summary}
      <Alert
        type="info"
        showIcon
        title={t("tk.pending.paymentNext")}
        description={t("tk.pending.paymentText")}
      />
      <div className="action-row spaced">
        <PayButton order={order} />
        <Button
          danger
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: onChanged,
              onError: (error) => report(error, { fallback: "tk.pending.cancelFailed" }),
            })
          }
        >
          {t("tk.pending.cancel")}
        </Button>
      </div>
    </Card>
  );
}

import { TicketingErrorCode } from "@mawid/contracts/ticketing";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Skeleton from "antd/es/skeleton";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toAppError } from "../../../shared/http/app-error";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../shared/money";
import { TicketError } from "../shared/ticket-error";
import { refundsOpen } from "./deadline";
import { refundPolicyKey, useRefundPolicy } from "./refund-policy-api";
import "./refund-policy.css";
import { useOwnOrder, useRefundOwnOrder } from "./use-own-refund";
import { usePolicyWords } from "./use-policy-words";

interface Props {
  orderId: string;
  eventId: string;
  /** Until then a free registration may be given up. */
  startsAt: string;
  /** The event's: the deadline reads on the venue's clock. */
  timeZone: string;
}

const refused = (error: unknown) => toAppError(error).code === TicketingErrorCode.refundNotAllowed;

/**
 * On My tickets, under one order's tickets: the buyer's own refund of the whole paid order while the
 * event's policy allows it, or why not, or that it is refunded. A free registration is given up
 * instead, until the start, whatever the policy: its places go back for someone else.
 */
export function RefundOwnOrder({ orderId, eventId, startsAt, timeZone }: Props) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const order = useOwnOrder(orderId);
  const view = useRefundPolicy(eventId);
  const words = usePolicyWords(timeZone);
  const refund = useRefundOwnOrder({ id: orderId, eventId });
  const [confirming, setConfirming] = useState(false);
  const lineId = useId();

  const content = () => {
    if (order.isPending || view.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
    // tickets passed on to this user come from someone else's order, which is not theirs to see
    if (order.isError && toAppError(order.error).status === 404) return null;
    if (order.isError || view.isError) return <TicketError error={order.error ?? view.error} />;
    const o = order.data;
    const money = (minor: number) => formatMoney(minor, o.currency, locale);
    const free = o.total === 0;
    if (o.status === "refunded")
      return (
        <p>{free ? t("tk.refund.givenUp") : t("tk.refund.orderRefunded", { amount: money(o.refunded) })}</p>
      );
    if (o.status !== "paid") return null;
    const deadline = free ? startsAt : view.data.deadline;
    const open = refundsOpen(deadline);
    if (free && !open) return null;
    const amount = money(o.total - o.refunded);
    const tickets = o.attendees.filter((a) => !o.refundedPositionIds.includes(a.positionId)).length;
    const onConfirm = () =>
      refund.mutate(undefined, {
        onSettled: () => setConfirming(false),
        // the host may have stopped refunds, or the deadline passed while the page was open
        onError: (error) => {
          if (refused(error)) void client.invalidateQueries({ queryKey: refundPolicyKey(eventId) });
        },
      });
    const when = deadline === null ? null : words.deadline(deadline);
    let line = t("tk.refund.noneLine");
    if (free) line = t("tk.refund.freeLine");
    else if (when && open) line = t("tk.refund.openUntil", { amount, ...when });
    else if (when) line = t("tk.refund.closed", when);
    return (
      <>
        <p id={lineId} className={open ? undefined : "muted"}>
          {line}
        </p>
        {refund.isError && refused(refund.error) ? (
          <Alert type="error" showIcon role="alert" title={t("tk.refund.refused")} />
        ) : open ? (
          <>
            {refund.isError ? <TicketError error={refund.error} fallback="tk.refund.failed" /> : null}
            <Button
              danger
              aria-describedby={lineId}
              onClick={() => {
                refund.reset();
                setConfirming(true);
              }}
            >
              {free ? t("tk.refund.giveUp", { tickets }) : t("tk.refund.button")}
            </Button>
          </>
        ) : null}
        <Modal
          open={confirming}
          title={t(free ? "tk.refund.giveUpTitle" : "tk.refund.confirmTitle")}
          okText={free ? t("tk.refund.giveUpOk") : t("tk.refund.confirm", { amount })}
          okButtonProps={{ danger: true, loading: refund.isPending }}
          cancelText={t("tk.refund.keep")}
          onOk={onConfirm}
          onCancel={() => setConfirming(false)}
          destroyOnHidden
        >
          <p>
            {free ? t("tk.refund.giveUpText", { tickets }) : t("tk.refund.confirmText", { amount, tickets })}
          </p>
        </Modal>
      </>
    );
  };

  // one live region for the whole life of the order here, so the refunded state is announced
  return (
    <div className="refund-own" aria-live="polite">
      {content()}
    </div>
  );
}

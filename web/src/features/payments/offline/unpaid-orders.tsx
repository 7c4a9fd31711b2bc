import type { TOfflineMethod, TUnpaidOrder } from "@mawid/contracts/payments";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useHoldsRole } from "../../auth/use-holds-role";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../../tickets/shared/money";
import "./unpaid-orders.css";
import { useMarkPaid, useUnpaidOrders } from "./unpaid-orders-queries";

function UnpaidOrderRow({
  order,
  organizationId,
  eventId,
}: {
  order: TUnpaidOrder;
  organizationId: string;
  eventId: string;
}) {
  const { t, locale } = useI18n();
  const mark = useMarkPaid(organizationId, eventId);
  const total = formatMoney(order.total, order.currency, locale);
  const who = order.attendeeNames.join(", ") || order.buyerEmail || order.orderId;
  const action = (method: TOfflineMethod, label: string) => (
    <Popconfirm
      title={t(method === "cash" ? "pay.offline.confirmCash" : "pay.offline.confirmTransfer", { total, who })}
      okText={label}
      cancelText={t("pay.offline.keep")}
      onConfirm={() => mark.mutate({ order, method })}
    >
      <Button
        type={method === "cash" ? "primary" : "default"}
        loading={mark.isPending && mark.variables?.method === method}
        disabled={mark.isPending || mark.isSuccess}
      >
        {label}
      </Button>
    </Popconfirm>
  );
  return (
    <li className="unpaid-order">
      <span>
        <strong>{who}</strong>
        {order.buyerEmail ? <span className="muted"> · {order.buyerEmail}</span> : null}
      </span>
      <span dir="ltr">{total}</span>
      <span className="unpaid-order-actions">
        {action("cash", t("pay.offline.markCash"))}
        {action("bank_transfer", t("pay.offline.markTransfer"))}
      </span>
    </li>
  );
}

/**
 * The event's orders still waiting for their money, for the organisation's hosts (owners, admins,
 * staff; the service checks again), each with "Mark as paid (cash)" and "Paid by bank transfer".
 * Nothing shows while none is unpaid.
 */
export function UnpaidOrders({ eventId, organizationId }: { eventId: string; organizationId: string }) {
  const { t } = useI18n();
  const host = useHoldsRole(organizationId, ORGANISER_ROLES);
  const unpaid = useUnpaidOrders(organizationId, eventId, host);
  const orders = unpaid.data?.orders ?? [];
  if (orders.length === 0) return null;
  return (
    <section className="unpaid-orders" aria-labelledby="unpaid-orders-title">
      <h3 id="unpaid-orders-title">{t("pay.offline.title", { count: orders.length })}</h3>
      <p className="muted">{t("pay.offline.hint")}</p>
      <ul>
        {orders.map((order) => (
          <UnpaidOrderRow
            key={order.orderId}
            order={order}
            organizationId={organizationId}
            eventId={eventId}
          />
        ))}
      </ul>
    </section>
  );
}

import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { TicketError } from "../shared/ticket-error";
import { useVendors } from "../vendors/vendor-queries";
import { AddOnForm } from "./add-on-form";
import { AddOnList } from "./add-on-list";
import { useAddOns } from "./add-on-queries";
import "./add-ons.css";

/**
 * What the event sells beside its tickets (meals, merchandise), with the stock left, and a form to add
 * one. `currency` is the event's ticket currency; until a priced ticket type sets it, there is nothing
 * to price an add-on in. For the organisation's owners, admins and staff; the service checks again.
 */
export function AddOnsCard({ eventId, currency }: { eventId: string; currency: string | null }) {
  const { t } = useI18n();
  const addOns = useAddOns(eventId);
  const vendors = useVendors(eventId);
  const lapsed = vendors.data?.some((v) => !v.certificateValid) ?? false;
  return (
    <Card title={<h2 className="card-heading">{t("tk.addon.title")}</h2>} className="add-ons-card">
      <p className="muted">{t("tk.addon.lead")}</p>
      {addOns.isPending || vendors.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : addOns.isError || vendors.isError ? (
        <TicketError error={addOns.error ?? vendors.error} fallback="tk.addon.loadFailed" />
      ) : addOns.data.length === 0 ? (
        <Empty description={t("tk.addon.empty")} />
      ) : (
        <>
          <p className="muted" role="status">
            {t("tk.addon.count", { count: addOns.data.length })}
          </p>
          <AddOnList eventId={eventId} addOns={addOns.data} vendors={vendors.data} />
        </>
      )}
      {/* the service leaves these meals out of its list for everyone, the host included */}
      {lapsed ? (
        <Alert
          type="warning"
          showIcon
          role="note"
          className="add-on-note"
          title={t("tk.addon.lapsedMeals")}
        />
      ) : null}
      <h3 className="add-on-form-heading">{t("tk.addon.new")}</h3>
      {currency === null ? (
        <Alert type="info" showIcon role="note" title={t("tk.addon.needsCurrency")} />
      ) : (
        <AddOnForm
          key={currency}
          eventId={eventId}
          currency={currency}
          // without the vendors (their request failed, shown above) the host can still sell its own
          vendors={vendors.isError ? [] : vendors.data}
        />
      )}
    </Card>
  );
}

import Card from "antd/es/card";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PromoCodeForm } from "./promo-code-form";
import { PromoCodeList } from "./promo-code-list";
import "./promo-codes.css";

/**
 * The event's discount codes for its organisers: a new one, and each one's uses and state. `currency`
 * is the event's tickets' (null before a priced ticket type exists), `timeZone` the event's clock.
 */
export function PromoCodesTab({
  eventId,
  currency,
  timeZone,
}: {
  eventId: string;
  currency: string | null;
  timeZone: string;
}) {
  const { t } = useI18n();
  return (
    <div className="promo-codes">
      <Card title={<h2 className="card-heading">{t("tk.promo.new")}</h2>}>
        <PromoCodeForm eventId={eventId} currency={currency} timeZone={timeZone} />
      </Card>
      <Card title={<h2 className="card-heading">{t("tk.promo.tab")}</h2>}>
        <PromoCodeList eventId={eventId} currency={currency} timeZone={timeZone} />
      </Card>
    </div>
  );
}

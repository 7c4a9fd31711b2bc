import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useIsPhone } from "../shared/use-is-phone";
import { TicketError } from "../shared/ticket-error";
import { PromoCodeCards } from "./promo-code-cards";
import { usePromoCodes } from "./promo-code-queries";
import { promoCodeStatus } from "./promo-code-status";
import { PromoCodeTable } from "./promo-code-table";

interface Props {
  eventId: string;
  currency: string | null;
  timeZone: string;
}

/** The event's codes with their discount, uses, window and state: cards on a phone, a table elsewhere. */
export function PromoCodeList({ eventId, currency, timeZone }: Props) {
  const { t } = useI18n();
  const list = usePromoCodes(eventId);
  const phone = useIsPhone();
  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError) return <TicketError error={list.error} />;
  if (list.data.length === 0) return <Empty description={t("tk.promo.empty")} />;
  const now = Date.now();
  const codes = list.data.map((code) => ({ code, status: promoCodeStatus(code, now) }));
  return (
    <>
      <p className="muted" role="status">
        {t("tk.promo.total", { total: codes.length })}
      </p>
      <p className="muted small">{t("tk.host.zone", { zone: timeZone })}</p>
      {phone ? (
        <PromoCodeCards eventId={eventId} codes={codes} currency={currency} timeZone={timeZone} />
      ) : (
        <PromoCodeTable eventId={eventId} codes={codes} currency={currency} timeZone={timeZone} />
      )}
    </>
  );
}

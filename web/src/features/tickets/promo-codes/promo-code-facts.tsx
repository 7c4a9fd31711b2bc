import type { TPromoCodeView } from "@mawid/contracts/ticketing";
import Progress from "antd/es/progress";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { zonedClock, zonedDate } from "../../events/shared/zoned-format";
import { formatMoney } from "../shared/money";
import type { PromoCodeStatus } from "./promo-code-status";

/* What one code is and how it is doing, as the table's cells and the phone's cards both show it. */

export function PromoDiscount({ code, currency }: { code: TPromoCodeView; currency: string | null }) {
  const { t, locale } = useI18n();
  const { discount } = code;
  if (discount.kind === "percentage") return <>{t("tk.promo.percentOff", { percent: discount.percent })}</>;
  // a code made before the event had a priced ticket type: its amount has no currency to name yet
  const amount = currency ? formatMoney(discount.amount, currency, locale) : String(discount.amount);
  return <>{t("tk.promo.amountOff", { amount })}</>;
}

export function PromoUses({ code }: { code: TPromoCodeView }) {
  const { t } = useI18n();
  if (code.maxUses === null) return <>{t("tk.promo.usesCount", { uses: code.uses })}</>;
  return (
    <div className="promo-uses">
      <span>{t("tk.promo.usesOf", { uses: code.uses, max: code.maxUses })}</span>
      <Progress
        percent={Math.min(100, Math.round((code.uses / code.maxUses) * 100))}
        size="small"
        showInfo={false}
        aria-label={t("tk.promo.usesProgress", { code: code.code })}
      />
    </div>
  );
}

/** When the code is accepted, on the event's clock. */
export function PromoWindow({ code, timeZone }: { code: TPromoCodeView; timeZone: string }) {
  const { t, locale } = useI18n();
  const at = (iso: string) => `${zonedDate(iso, timeZone, locale)} ${zonedClock(iso, timeZone, locale)}`;
  const { validFrom: from, validUntil: until } = code;
  if (from && until) return <>{t("tk.promo.window.both", { from: at(from), until: at(until) })}</>;
  if (from) return <>{t("tk.promo.window.from", { from: at(from) })}</>;
  if (until) return <>{t("tk.promo.window.until", { until: at(until) })}</>;
  return <>{t("tk.promo.window.always")}</>;
}

/** The status tags' readable colours in both themes (antd's preset tag colours are under 4.5:1). */
const STATUS: Record<PromoCodeStatus, { key: MessageKey; className?: string }> = {
  active: { key: "tk.promo.st.active", className: "status-tag--up" },
  scheduled: { key: "tk.promo.st.scheduled" },
  ended: { key: "tk.promo.st.ended" },
  usedUp: { key: "tk.promo.st.usedUp", className: "status-tag--degraded" },
};

/** A code's state as a tag with its word, never by colour alone. */
export function PromoStatusTag({ status }: { status: PromoCodeStatus }) {
  const { t } = useI18n();
  return <Tag className={STATUS[status].className}>{t(STATUS[status].key)}</Tag>;
}

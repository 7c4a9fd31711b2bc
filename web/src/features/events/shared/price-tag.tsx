import type { TEventListing } from "@mawid/contracts/events";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { formatMoney } from "../../tickets/shared/money";

/** "Free", or "from" the lowest ticket price on sale; nothing before the event has a ticket type. */
export function PriceTag({ price }: { price: TEventListing["lowestPrice"] }) {
  const { t, locale } = useI18n();
  if (!price) return null;
  return (
    <Tag color={price.amount === 0 ? "green" : "blue"}>
      {price.amount === 0
        ? t("ev.price.free")
        : t("ev.price.from", { price: formatMoney(price.amount, price.currency, locale) })}
    </Tag>
  );
}

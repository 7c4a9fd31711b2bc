import type { TEvent } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import type { ReactNode } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { formatMoney } from "../../tickets/shared/money";
import { audienceKey } from "../shared/labels";
import { PriceTag } from "../shared/price-tag";
import { QueryError } from "../shared/query-error";
import { useTicketTypes } from "./ticket-types-api";

/** The ticket types on sale with their price, section and seats left, and the way to register. */
export function TicketsCard({ event }: { event: TEvent }) {
  const { t, locale } = useI18n();
  const types = useTicketTypes(event.id);
  const card = (body: ReactNode) => (
    <Card title={<h2 className="card-heading">{t("ev.tickets")}</h2>} aria-busy={types.isFetching}>
      {body}
    </Card>
  );
  if (types.isPending) return card(<Skeleton active title={false} paragraph={{ rows: 3 }} />);
  if (types.isError) return card(<QueryError error={types.error} fallback="ev.loadFailed" />);
  const items = types.data.items;
  if (items.length === 0) return card(<p className="muted">{t("ev.tickets.none")}</p>);
  const lowest = items.reduce((low, item) => (item.price < low.price ? item : low));
  const onSale = event.status === "published" && items.some((item) => item.available > 0);
  return card(
    <>
      <PriceTag price={{ amount: lowest.price, currency: lowest.currency }} />
      <ul className="ticket-types">
        {items.map((item) => (
          <li key={item.id}>
            <div className="ticket-type-name">
              <bdi>{item.name}</bdi>
            </div>
            <div className="muted small">
              {item.price === 0 ? t("ev.price.free") : formatMoney(item.price, item.currency, locale)} ·{" "}
              {t(audienceKey(item.section))} ·{" "}
              {item.available > 0 ? t("ev.tickets.left", { count: item.available }) : t("ev.tickets.soldOut")}
            </div>
          </li>
        ))}
      </ul>
      {onSale ? (
        <ButtonLink to={`/register-event/${event.id}`} type="primary" block>
          {t("ev.register")}
        </ButtonLink>
      ) : null}
    </>,
  );
}

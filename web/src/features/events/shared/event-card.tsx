import SafetyCertificateOutlined from "@ant-design/icons/SafetyCertificateOutlined";
import type { TEventListing } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Tag from "antd/es/tag";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { DualDate } from "./dual-date";
import { audienceKey, categoryKey } from "./labels";
import { PriceTag } from "./price-tag";
import { zonedClock } from "./zoned-format";

/** One listing in discovery: promoted ones say so, so promotion never passes for relevance. */
export function EventCard({ event, extra }: { event: TEventListing; extra?: ReactNode }) {
  const { t, locale } = useI18n();
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <Card
      className="event-card"
      cover={event.coverImageUrl ? <img src={event.coverImageUrl} alt="" /> : undefined}
    >
      {event.promoted ? <Tag color="gold">{t("ev.promoted")}</Tag> : null}
      <h3>
        <Link to={`/event/${event.id}`} dir="auto">
          {event.title}
        </Link>
      </h3>
      <div>
        <DualDate iso={event.startsAt} timeZone={event.timeZone} /> ·{" "}
        {zonedClock(event.startsAt, event.timeZone, locale)}
      </div>
      <div className="muted small">
        {event.venue ? <bdi>{event.venue.name}</bdi> : t("ev.online")}
        {event.organizationName ? (
          <>
            {" · "}
            <bdi>{event.organizationName}</bdi>
          </>
        ) : null}
      </div>
      <div className="event-card-meta">
        <Tag>{t(categoryKey(event.category))}</Tag>
        <Tag>{t(audienceKey(event.audience))}</Tag>
        <PriceTag price={event.lowestPrice} />
        {event.hostVerified ? (
          <Tag color="green" icon={<SafetyCertificateOutlined />}>
            {t("ev.verifiedHost")}
          </Tag>
        ) : null}
        {event.distanceKm !== undefined ? (
          <span className="small">{t("ev.km", { km: numberFormat.format(event.distanceKm) })}</span>
        ) : null}
      </div>
      {extra}
    </Card>
  );
}

import type { TOrganizationDashboard } from "@mawid/contracts/analytics";
import { ZEventStatus } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import { Link } from "react-router-dom";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey, statusKey } from "../../events/shared/labels";
import { CountBar } from "./count-bar";

type Upcoming = TOrganizationDashboard["upcoming"][number];

/** The organisation's next events: how full each is, and each section of it. */
export function UpcomingCard({ upcoming }: { upcoming: readonly Upcoming[] }) {
  const { t } = useI18n();
  return (
    <Card title={<h2 className="card-heading">{t("db.upcoming")}</h2>} className="dashboard-card">
      {upcoming.length === 0 ? (
        <Empty description={t("db.noUpcoming")} />
      ) : (
        <ul className="dashboard-list">
          {upcoming.map((event) => (
            <UpcomingEvent key={event.eventId} event={event} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function UpcomingEvent({ event }: { event: Upcoming }) {
  const { t, locale } = useI18n();
  const sold = (count: number, capacity: number | null) =>
    capacity === null ? t("db.sold", { sold: count }) : t("db.soldOf", { sold: count, capacity });
  const status = ZEventStatus.safeParse(event.status);
  return (
    <li>
      <div className="dashboard-item-head">
        <Link to={`/event/${event.eventId}`} dir="auto">
          {event.title}
        </Link>
        <span className="muted small">{formatDateTime(new Date(event.startsAt), locale)}</span>
        {status.success ? <span className="muted small">{t(statusKey(status.data))}</span> : null}
      </div>
      <CountBar text={sold(event.sold, event.capacity)} count={event.sold} of={event.capacity} />
      {event.bySection.length > 0 ? (
        <ul className="section-bars" aria-label={t("db.bySection", { title: event.title })}>
          {event.bySection.map((s) => (
            <li key={s.section}>
              <CountBar
                text={`${t(audienceKey(s.section))}: ${sold(s.sold, s.capacity)}`}
                count={s.sold}
                of={s.capacity}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { usePersonalDiscovery } from "../../events/discover/discovery-queries";
import { useFollows } from "../../events/shared/follow-api";
import { QueryError } from "../../events/shared/query-error";
import { zonedClock, zonedDate } from "../../events/shared/zoned-format";

const SHOWN = 4;
const NO_FILTERS = new URLSearchParams();

/** Upcoming events of the organisations the user follows, as their personal discovery ranks them. */
export function FollowedEventsCard() {
  const { t, locale } = useI18n();
  const follows = useFollows(true);
  const discovery = usePersonalDiscovery(NO_FILTERS);
  const followed = (discovery.data?.items ?? [])
    .filter((e) => e.reasons.includes("followed"))
    .slice(0, SHOWN);
  const failed = follows.error ?? discovery.error;
  return (
    <Card title={<h2 className="card-heading">{t("db.followedEvents")}</h2>} className="dashboard-card">
      {follows.isPending || discovery.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {failed ? <QueryError error={failed} fallback="db.loadFailed" /> : null}
      {follows.data?.items.length === 0 ? (
        <Empty description={t("db.followNone")}>
          <ButtonLink to="/discover-events">{t("hero.discoverCta")}</ButtonLink>
        </Empty>
      ) : null}
      {follows.data && follows.data.items.length > 0 && discovery.data ? (
        followed.length === 0 ? (
          <Empty description={t("db.followedNoEvents")} />
        ) : (
          <ul className="dashboard-list">
            {followed.map((event) => (
              <li key={event.id}>
                <Link to={`/event/${event.id}`} dir="auto">
                  {event.title}
                </Link>
                <span className="muted small">
                  {zonedDate(event.startsAt, event.timeZone, locale)}{" "}
                  {zonedClock(event.startsAt, event.timeZone, locale)}
                </span>
                {event.organizationName ? (
                  <span className="small" dir="auto">
                    {event.organizationName}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </Card>
  );
}

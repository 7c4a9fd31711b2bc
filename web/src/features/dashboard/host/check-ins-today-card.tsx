import type { TOrganizationDashboard } from "@mawid/contracts/analytics";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { DASHBOARD_REFRESH_MS } from "../../analytics/queries";
import { CountBar } from "./count-bar";

type Today = TOrganizationDashboard["checkInsToday"];

/** Who has come in to today's events so far; the dashboard reads it again while the page is open. */
export function CheckInsTodayCard({ today, updatedAt }: { today: Today; updatedAt: string }) {
  const { t, locale } = useI18n();
  const clock = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : `${locale}-u-nu-latn`, {
    timeStyle: "medium",
  });
  return (
    <Card title={<h2 className="card-heading">{t("db.checkInsToday")}</h2>} className="dashboard-card">
      {today.length === 0 ? (
        <Empty description={t("db.noEventsToday")} />
      ) : (
        <ul className="dashboard-list" aria-live="polite">
          {today.map((event) => (
            <li key={event.eventId}>
              <Link to={`/event/${event.eventId}`} dir="auto">
                {event.title}
              </Link>
              <CountBar
                text={t("db.checkedInOf", { checkedIn: event.checkedIn, sold: event.sold })}
                count={event.checkedIn}
                of={event.sold}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="muted small">
        {t("db.liveNote", { seconds: DASHBOARD_REFRESH_MS / 1000, time: clock.format(new Date(updatedAt)) })}
      </p>
    </Card>
  );
}

import { useId } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import { PageHeader } from "../../shared/ui/page-header";
import { useAuth } from "../auth/auth-context";
import "../events/events.css";
import "../payments/payments.css";
import { FinanceLinks } from "../payments/finance/finance-links";
import { FollowedEventsCard } from "./attendee/followed-events-card";
import { NextTicketsCard } from "./attendee/next-tickets-card";
import "./dashboard.css";
import { HostDashboard } from "./host/host-dashboard";
import { MyEventsCard } from "./my-events-card";

/**
 * The signed-in home. Members of an organisation get the masjid management view first; everyone
 * gets their own next tickets and the events of the hosts they follow.
 */
export default function DashboardPage() {
  const { t } = useI18n();
  const id = useId();
  const { user, me } = useAuth();
  const organizations = me?.organizations ?? [];
  const name = user?.displayName || user?.email || "";
  return (
    <div className="container page dashboard-page">
      <PageHeader title={t("dashboard.greeting", { name })} />
      {organizations.length > 0 ? <HostDashboard organizations={organizations} /> : null}
      <section aria-labelledby={`${id}-mine`} className="spaced">
        <h2 id={`${id}-mine`} className="dashboard-section-heading">
          {t("db.yours")}
        </h2>
        <div className="dashboard-grid">
          <NextTicketsCard />
          <FollowedEventsCard />
        </div>
      </section>
      {organizations.length > 0 ? <MyEventsCard organizations={organizations} /> : null}
      <FinanceLinks organizations={organizations} />
    </div>
  );
}

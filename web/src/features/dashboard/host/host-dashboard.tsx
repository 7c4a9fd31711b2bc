import { MANAGER_ROLES, type TMembership } from "@mawid/contracts/identity";
import Card from "antd/es/card";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { useOrganizationDashboard } from "../../analytics/queries";
import { QueryError } from "../../events/shared/query-error";
import { useJoinRequests } from "../../organization-settings/team/join-requests-api";
import { CheckInsTodayCard } from "./check-ins-today-card";
import { DonationsMonthCard } from "./donations-month-card";
import { TodoCard } from "./todo-card";
import { UpcomingCard } from "./upcoming-card";

/** The masjid management view of one of the host's organisations, chosen when they have several. */
export function HostDashboard({ organizations }: { organizations: readonly TMembership[] }) {
  const { t } = useI18n();
  const id = useId();
  const [organizationId, setOrganizationId] = useState(organizations[0]?.organizationId);
  const dashboard = useOrganizationDashboard(organizationId);
  const membership = organizations.find((o) => o.organizationId === organizationId);
  const manager = membership ? MANAGER_ROLES.includes(membership.role) : false;
  const joinRequests = useJoinRequests(organizationId ?? "", manager);
  return (
    <section aria-labelledby={`${id}-heading`} className="host-dashboard">
      <div className="dashboard-bar">
        <h2 id={`${id}-heading`} className="dashboard-section-heading">
          {t("db.manage", { organization: membership?.organizationName ?? "" })}
        </h2>
        {organizations.length > 1 ? (
          <div className="field">
            <label htmlFor={`${id}-org`}>{t("ev.f.organization")}</label>
            <Select
              id={`${id}-org`}
              className="organization-select"
              value={organizationId}
              onChange={setOrganizationId}
              options={organizations.map((o) => ({ value: o.organizationId, label: o.organizationName }))}
            />
          </div>
        ) : null}
        {manager ? (
          <ButtonLink to={`/analytics?organization=${organizationId}`}>{t("db.openAnalytics")}</ButtonLink>
        ) : null}
      </div>
      {dashboard.isError && !dashboard.data ? (
        <QueryError error={dashboard.error} fallback="db.loadFailed" />
      ) : null}
      {dashboard.isPending ? (
        <div className="dashboard-grid" role="status" aria-label={t("app.loading")}>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="dashboard-card">
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          ))}
        </div>
      ) : null}
      {dashboard.data ? (
        <div className="dashboard-grid">
          <UpcomingCard upcoming={dashboard.data.upcoming} />
          <CheckInsTodayCard today={dashboard.data.checkInsToday} updatedAt={dashboard.data.updatedAt} />
          <DonationsMonthCard donations={dashboard.data.donationsThisMonth} />
          <TodoCard
            todo={dashboard.data.todo}
            joinRequests={
              manager && organizationId && joinRequests.data
                ? { organizationId, count: joinRequests.data.length }
                : undefined
            }
          />
        </div>
      ) : null}
    </section>
  );
}

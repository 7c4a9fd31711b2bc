import { MANAGER_ROLES, type TMembership } from "@mawid/contracts/identity";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Pagination from "antd/es/pagination";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ButtonLink } from "../../shared/ui/button-link";
import { useOrganizationEvents } from "../events/shared/organization-events-api";
import { QueryError } from "../events/shared/query-error";
import { statusKey } from "../events/shared/labels";
import { zonedClock, zonedDate } from "../events/shared/zoned-format";

/** The organiser's events in every status, drafts and rejections too, each linking to its page. */
export function MyEventsCard({ organizations }: { organizations: readonly TMembership[] }) {
  const { t, locale } = useI18n();
  const id = useId();
  const [organizationId, setOrganizationId] = useState(organizations[0]?.organizationId);
  const [page, setPage] = useState(1);
  const events = useOrganizationEvents(organizationId, undefined, page);
  const manager = organizations.some(
    (o) => o.organizationId === organizationId && MANAGER_ROLES.includes(o.role),
  );
  return (
    <Card title={<h2 className="card-heading">{t("dashboard.myEvents")}</h2>} className="my-events">
      {organizations.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-org`}>{t("ev.f.organization")}</label>
          <Select
            id={`${id}-org`}
            className="full-width"
            value={organizationId}
            onChange={(value: string) => {
              setOrganizationId(value);
              setPage(1);
            }}
            options={organizations.map((o) => ({ value: o.organizationId, label: o.organizationName }))}
          />
        </div>
      ) : null}
      {events.isPending ? <Skeleton active title={false} paragraph={{ rows: 4 }} /> : null}
      {events.isError ? <QueryError error={events.error} fallback="ev.loadFailed" /> : null}
      {events.data?.items.length === 0 ? (
        <Empty description={t("dashboard.noEvents")}>
          <ButtonLink to="/create-event" type="primary">
            {t("nav.createEvent")}
          </ButtonLink>
        </Empty>
      ) : null}
      {events.data && events.data.items.length > 0 ? (
        <>
          <ul className="my-events-list" aria-busy={events.isFetching}>
            {events.data.items.map((event) => (
              <li key={event.id}>
                <Link to={`/event/${event.id}`} dir="auto">
                  {event.title}
                </Link>
                <span className="muted small">
                  {zonedDate(event.startsAt, event.timeZone, locale)}{" "}
                  {zonedClock(event.startsAt, event.timeZone, locale)}
                </span>
                <span className="small">{t(statusKey(event.status))}</span>
                {event.status === "rejected" && event.rejectionReason ? (
                  <span className="small">{t("ev.rejectedBecause", { reason: event.rejectionReason })}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {events.data.total > events.data.pageSize ? (
            <nav aria-label={t("ev.page.nav")} className="pager">
              <Pagination
                current={events.data.page}
                pageSize={events.data.pageSize}
                total={events.data.total}
                showSizeChanger={false}
                onChange={setPage}
              />
            </nav>
          ) : null}
        </>
      ) : null}
      <div className="action-row">
        <ButtonLink to="/create-event">{t("nav.createEvent")}</ButtonLink>
        {manager ? <ButtonLink to="/bulk-operations">{t("page.bulkOperations")}</ButtonLink> : null}
      </div>
    </Card>
  );
}

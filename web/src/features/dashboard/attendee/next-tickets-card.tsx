import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useQueries } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { fetchEvent } from "../../events/shared/event-api";
import { eventKey } from "../../events/shared/event-queries";
import { QueryError } from "../../events/shared/query-error";
import { zonedClock, zonedDate } from "../../events/shared/zoned-format";
import { useMyTickets } from "../../tickets/shared/ticket-queries";
import { nextEvents, ticketEventIds } from "./next-tickets";

/** Each held event is read for its date; past this many the oldest holdings are not looked up. */
const EVENTS_LOOKED_UP = 20;
const SHOWN = 3;

/** The holder's next events with tickets, soonest first, each with how many tickets they hold. */
export function NextTicketsCard() {
  const { t, locale } = useI18n();
  const tickets = useMyTickets();
  const ids = ticketEventIds(tickets.data ?? [], EVENTS_LOOKED_UP);
  const events = useQueries({
    queries: ids.map((id) => ({ queryKey: eventKey(id), queryFn: () => fetchEvent(id) })),
  });
  const loaded = new Map(events.flatMap((e) => (e.data ? [[e.data.id, e.data] as const] : [])));
  const pending = tickets.isPending || events.some((e) => e.isPending);
  const next = nextEvents(tickets.data ?? [], loaded, new Date(), SHOWN);
  return (
    <Card title={<h2 className="card-heading">{t("db.nextTickets")}</h2>} className="dashboard-card">
      {pending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {tickets.isError ? <QueryError error={tickets.error} fallback="db.loadFailed" /> : null}
      {!pending && !tickets.isError && next.length === 0 ? (
        <Empty description={t("db.noTickets")}>
          <ButtonLink to="/discover-events" type="primary">
            {t("hero.discoverCta")}
          </ButtonLink>
        </Empty>
      ) : null}
      {!pending && next.length > 0 ? (
        <>
          <ul className="dashboard-list">
            {next.map(({ event, tickets: held }) => (
              <li key={event.id}>
                <Link to={`/event/${event.id}`} dir="auto">
                  {event.title}
                </Link>
                <span className="muted small">
                  {zonedDate(event.startsAt, event.timeZone, locale)}{" "}
                  {zonedClock(event.startsAt, event.timeZone, locale)}
                </span>
                <span className="small">{t("db.ticketCount", { count: held.length })}</span>
              </li>
            ))}
          </ul>
          <div className="action-row">
            <ButtonLink to="/my-tickets">{t("nav.myTickets")}</ButtonLink>
          </div>
        </>
      ) : null}
    </Card>
  );
}

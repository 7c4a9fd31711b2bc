import type { TMyTicket } from "@mawid/contracts/ticketing";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { PageHeader } from "../../../shared/ui/page-header";
import { TicketError } from "../shared/ticket-error";
import { useMyTickets } from "../shared/ticket-queries";
import "../tickets.css";
import { MyWaitlist } from "../waitlist/my-waitlist";
import { EventTickets } from "./event-tickets";

/** The tickets in the order the service lists them, one group per event. */
function byEvent(tickets: readonly TMyTicket[]): Array<[string, TMyTicket[]]> {
  const groups = new Map<string, TMyTicket[]>();
  for (const ticket of tickets) groups.set(ticket.eventId, [...(groups.get(ticket.eventId) ?? []), ticket]);
  return [...groups];
}

/** /my-tickets: every ticket the user holds, by event. */
export default function MyTicketsPage() {
  const { t } = useI18n();
  const tickets = useMyTickets();
  return (
    <div className="container page tickets-page">
      <PageHeader title={t("page.myTickets")} />
      <MyWaitlist />
      {tickets.isPending ? (
        <div role="status" aria-label={t("app.loading")} className="ticket-groups">
          {[0, 1].map((i) => (
            <Card key={i}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </div>
      ) : tickets.isError ? (
        <TicketError error={tickets.error} />
      ) : tickets.data.length === 0 ? (
        <Card>
          <Empty description={t("tk.my.empty")}>
            <ButtonLink type="primary" to="/discover-events">
              {t("hero.discoverCta")}
            </ButtonLink>
          </Empty>
        </Card>
      ) : (
        <ul className="ticket-groups">
          {byEvent(tickets.data).map(([eventId, list]) => (
            <EventTickets key={eventId} eventId={eventId} tickets={list} />
          ))}
        </ul>
      )}
    </div>
  );
}

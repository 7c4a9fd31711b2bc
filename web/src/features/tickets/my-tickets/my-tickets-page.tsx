import type { TMyTicket } from "@mawid/contracts/ticketing";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import Spin from "antd/es/spin";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { ButtonLink } from "../../../shared/ui/button-link";
import { PageHeader } from "../../../shared/ui/page-header";
import { TicketError } from "../shared/ticket-error";
import { useTicketsOfPaidOrder } from "../shared/ticket-queries";
import "../tickets.css";
import { MyWaitlist } from "../waitlist/my-waitlist";
import { EventTickets } from "./event-tickets";

/** The tickets in the order the service lists them, one group per event. */
function byEvent(tickets: readonly TMyTicket[]): Array<[string, TMyTicket[]]> {
  const groups = new Map<string, TMyTicket[]>();
  for (const ticket of tickets) groups.set(ticket.eventId, [...(groups.get(ticket.eventId) ?? []), ticket]);
  return [...groups];
}

/**
 * /my-tickets: every ticket the user holds, by event. `?order=` names an order just paid: until its
 * tickets are listed the page says they are on their way and looks again by itself.
 */
export default function MyTicketsPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const awaitingOrderId = params.get("order");
  const { tickets, issuing } = useTicketsOfPaidOrder(awaitingOrderId);
  return (
    <div className="container page tickets-page">
      <PageHeader title={t("page.myTickets")} />
      <MyWaitlist />
      {issuing !== "no" ? (
        <Alert
          className="spaced"
          type="info"
          showIcon
          role="status"
          icon={issuing === "asking" ? <Spin size="small" aria-hidden /> : undefined}
          title={t(issuing === "asking" ? "tk.my.issuing" : "tk.my.issuingSlow")}
        />
      ) : null}
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
        issuing !== "no" ? null : (
          <Card>
            <Empty description={t("tk.my.empty")}>
              <ButtonLink type="primary" to="/discover-events">
                {t("hero.discoverCta")}
              </ButtonLink>
            </Empty>
          </Card>
        )
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

import type { TMyTicket } from "@mawid/contracts/ticketing";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { Link } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useEvent } from "../../events/shared/event-queries";
import { audienceKey } from "../../events/shared/labels";
import { RefundOwnOrder } from "../refund-policy/refund-own-order";
import { EventWhen } from "../shared/event-when";

/** One event's tickets: its title and day, then each ticket's attendee and section, linking to its QR code. */
export function EventTickets({ eventId, tickets }: { eventId: string; tickets: readonly TMyTicket[] }) {
  const { t } = useI18n();
  const event = useEvent(eventId);
  return (
    <li>
      <Card>
        {event.isPending ? (
          <Skeleton active title paragraph={{ rows: 1 }} />
        ) : (
          <>
            <h2 className="card-heading">{event.data?.title ?? t("page.eventDetails")}</h2>
            {event.data ? <EventWhen event={event.data} /> : null}
          </>
        )}
        <ul className="ticket-list">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="ticket-list-item">
              <Link to={`/ticket/${ticket.id}/event/${eventId}`}>
                {t("tk.my.ticketFor", { name: ticket.attendeeName })}
              </Link>
              <span className="muted">{t(audienceKey(ticket.section))}</span>
              {ticket.status === "valid" ? null : <Tag>{t(`tk.status.${ticket.status}`)}</Tag>}
            </li>
          ))}
        </ul>
        {event.data
          ? [...new Set(tickets.map((ticket) => ticket.orderId))].map((orderId) => (
              <RefundOwnOrder
                key={orderId}
                orderId={orderId}
                eventId={eventId}
                startsAt={event.data.startsAt}
                timeZone={event.data.timeZone}
              />
            ))
          : null}
      </Card>
    </li>
  );
}

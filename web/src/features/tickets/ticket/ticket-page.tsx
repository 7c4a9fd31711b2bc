import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { useParams } from "react-router-dom";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { calendarFeedUrl } from "../../events/event-page/calendar-feed-url";
import { useEvent } from "../../events/shared/event-queries";
import { audienceKey } from "../../events/shared/labels";
import { usePrayerSettings } from "../../events/shared/prayer-settings-api";
import { EventWhen } from "../shared/event-when";
import { QrCode } from "../shared/qr-code";
import { TicketError } from "../shared/ticket-error";
import { useMyTickets, useTicketTypes } from "../shared/ticket-queries";
import "../tickets.css";
import { TransferButton } from "./transfer-button";

/**
 * /ticket/{ticketId}/event/{eventId}: the ticket as the door sees it. The QR code fills a phone's
 * width on its white square in either theme; printing leaves only the ticket (Save as PDF from the
 * browser's print dialog).
 */
export default function TicketPage() {
  const { t } = useI18n();
  const { ticketId = "", eventId = "" } = useParams();
  const tickets = useMyTickets();
  const event = useEvent(eventId);
  const types = useTicketTypes(eventId);
  const settings = usePrayerSettings(event.data?.organizationId);

  if (tickets.isPending || event.isPending) {
    return (
      <div className="container page narrow tickets-page">
        <h1 className="visually-hidden">{t("page.ticketDetails")}</h1>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const ticket = tickets.data?.find((x) => x.id === ticketId && x.eventId === eventId);
  if (tickets.isError || event.isError || !ticket) {
    return (
      <div className="container page narrow tickets-page">
        <h1>{t("page.ticketDetails")}</h1>
        {tickets.isError || event.isError ? (
          <TicketError error={tickets.error ?? event.error} />
        ) : (
          <Alert type="error" showIcon role="alert" title={t("tk.ticket.notFound")} />
        )}
      </div>
    );
  }
  const e = event.data;
  const entrance = types.data?.sections.find((s) => s.section === ticket.section)?.entrance;
  return (
    <div className="container page narrow tickets-page">
      <Card className="ticket-sheet">
        <h1>
          <bdi>{e.title}</bdi>
        </h1>
        <p>
          <EventWhen event={e} hijriOffsetDays={settings.hijriOffsetDays} />
        </p>
        {e.venue ? (
          <p className="muted">
            <bdi>{e.venue.name}</bdi>, <bdi>{e.venue.address}</bdi>
          </p>
        ) : null}
        <dl className="ticket-facts">
          <dt>{t("tk.ticket.attendee")}</dt>
          <dd>
            <bdi>{ticket.attendeeName}</bdi>
          </dd>
          <dt>{t("tk.ticket.section")}</dt>
          <dd>{t(audienceKey(ticket.section))}</dd>
          {entrance ? (
            <>
              <dt>{t("tk.ticket.entrance")}</dt>
              <dd>{entrance}</dd>
            </>
          ) : null}
        </dl>
        {ticket.status === "valid" ? (
          <div className="ticket-qr">
            <QrCode text={ticket.qr} label={t("tk.ticket.qr", { name: ticket.attendeeName })} />
          </div>
        ) : (
          <Alert type="warning" showIcon role="alert" title={t(`tk.ticket.${ticket.status}`)} />
        )}
        <p className="muted small ticket-id" dir="ltr">
          {ticket.id}
        </p>
      </Card>
      <div className="action-row spaced no-print">
        <Button href={calendarFeedUrl(eventId)} download>
          {t("tk.ticket.calendar")}
        </Button>
        <Button onClick={() => window.print()}>{t("tk.ticket.print")}</Button>
        {ticket.status === "valid" ? <TransferButton ticketId={ticket.id} eventId={eventId} /> : null}
      </div>
    </div>
  );
}

import type { TAttendee } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { AttendeeActions } from "./attendee-actions";
import { AttendeeStatus, CheckedIn } from "./attendee-status";

interface Props {
  attendees: TAttendee[];
  all: TAttendee[];
  eventId: string;
  canAct: boolean;
  timeZone: string;
}

/** One section's attendees on a phone: a card per ticket, its details as a term list. */
export function AttendeeCards({ attendees, all, eventId, canAct, timeZone }: Props) {
  const { t } = useI18n();
  return (
    <ul className="item-cards">
      {attendees.map((a) => (
        <li key={a.ticketId} className="item-card attendee-card">
          <h4>
            <bdi>{a.attendeeName}</bdi>
          </h4>
          <dl>
            <dt>{t("tk.att.ticketType")}</dt>
            <dd>{a.ticketTypeName}</dd>
            <dt>{t("tk.att.status")}</dt>
            <dd>
              <AttendeeStatus status={a.status} />
            </dd>
            <dt>{t("tk.att.checkedIn")}</dt>
            <dd>
              <CheckedIn checkIn={a.checkIn} timeZone={timeZone} />
            </dd>
            <dt>{t("tk.att.buyer")}</dt>
            <dd>
              <bdi>{a.buyerEmail ?? t("tk.att.noBuyer")}</bdi>
            </dd>
          </dl>
          {canAct ? (
            <AttendeeActions
              attendee={a}
              orderAttendees={all.filter((o) => o.orderId === a.orderId)}
              eventId={eventId}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

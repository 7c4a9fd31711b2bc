import type { TAttendee } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { AttendeeActions } from "./attendee-actions";
import { AttendeeStatus, CheckedIn } from "./attendee-status";

interface Props {
  attendees: TAttendee[];
  /** Every attendee on the page, to name an order's others when it is refunded whole. */
  all: TAttendee[];
  eventId: string;
  /** Resend and refund: the organisation's owners and admins. */
  canAct: boolean;
  /** The event's, for the times tickets were admitted. */
  timeZone: string;
}

/** One section's attendees as a table: a row per ticket, the attendee's name heading it. */
export function AttendeeTable({ attendees, all, eventId, canAct, timeZone }: Props) {
  const { t } = useI18n();
  return (
    <div className="table-scroll">
      <table className="plain-table attendee-table">
        <thead>
          <tr>
            <th scope="col">{t("tk.att.name")}</th>
            <th scope="col">{t("tk.att.ticketType")}</th>
            <th scope="col">{t("tk.att.status")}</th>
            <th scope="col">{t("tk.att.checkedIn")}</th>
            <th scope="col">{t("tk.att.buyer")}</th>
            {canAct ? <th scope="col">{t("tk.att.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {attendees.map((a) => (
            <tr key={a.ticketId}>
              <th scope="row">
                <bdi>{a.attendeeName}</bdi>
              </th>
              <td>{a.ticketTypeName}</td>
              <td>
                <AttendeeStatus status={a.status} />
              </td>
              <td>
                <CheckedIn checkIn={a.checkIn} timeZone={timeZone} />
              </td>
              <td>
                <bdi>{a.buyerEmail ?? t("tk.att.noBuyer")}</bdi>
              </td>
              {canAct ? (
                <td>
                  <AttendeeActions
                    attendee={a}
                    orderAttendees={all.filter((o) => o.orderId === a.orderId)}
                    eventId={eventId}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import Card from "antd/es/card";
import Skeleton from "antd/es/skeleton";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { TicketError } from "../shared/ticket-error";
import { useReminder } from "./reminder-api";
import { ReminderForm } from "./reminder-form";
import { ReminderStatusLine } from "./reminder-status-line";
import "./reminder.css";

/**
 * The e-mail every ticket holder gets before the event, for its organisation (owners, admins and
 * staff, who may all set it): where it stands on the event's clock, and the form to turn it off, time
 * it or add a note.
 */
export function ReminderCard({
  eventId,
  startsAt,
  timeZone,
}: {
  eventId: string;
  startsAt: string;
  timeZone: string;
}) {
  const { t } = useI18n();
  const view = useReminder(eventId, startsAt);
  const data = view.data;
  return (
    <Card title={<h2 className="card-heading">{t("tk.reminder.title")}</h2>}>
      {/* what was read stays through a failed re-read (one that is going out is read again) */}
      {data ? (
        <>
          <ReminderStatusLine view={data} startsAt={startsAt} timeZone={timeZone} />
          {data.sentAt !== null ? <p className="muted">{t("tk.reminder.sentOnce")}</p> : null}
          <p className="muted small">{t("tk.reminder.lead")}</p>
          <ReminderForm eventId={eventId} view={data} />
        </>
      ) : view.isError ? (
        <TicketError error={view.error} fallback="tk.reminder.loadFailed" />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}

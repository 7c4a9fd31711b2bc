import type { TReminderView } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { deadlineParts } from "../refund-policy/deadline";
import { type ReminderStatus, reminderStatus } from "./reminder-state";

/** The reminder in one sentence, its times on the event's clock whatever zone the host reads it in. */
export function ReminderStatusLine({
  view,
  startsAt,
  timeZone,
}: {
  view: TReminderView;
  startsAt: string;
  timeZone: string;
}) {
  const { t, locale } = useI18n();
  const on = (iso: string) => deadlineParts(iso, timeZone, locale);
  const words = (status: ReminderStatus): string => {
    switch (status.kind) {
      case "sent":
        return t("tk.reminder.sent", { recipients: status.recipients, ...on(status.sentAt) });
      case "due":
        return t("tk.reminder.due", on(status.dueAt));
      case "goingOut":
        return t("tk.reminder.goingOut");
      case "missed":
        return t("tk.reminder.missed");
      case "off":
        return t("tk.reminder.off");
    }
  };
  return <p className="reminder-status">{words(reminderStatus(view, startsAt))}</p>;
}

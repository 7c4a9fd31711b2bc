import type { TReminderView } from "@mawid/contracts/ticketing";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { EventNotFoundError } from "../errors.ts";
import { DEFAULT_REMINDER, reminderDueAt } from "./decider.ts";

/** The event's reminder as its organisation sees it: the settings, when it goes, and once it went. */
export async function readReminder(db: Kysely<TicketingDatabase>, eventId: string): Promise<TReminderView> {
  const row = await db
    .selectFrom("known_events")
    .leftJoin("reminders", "reminders.event_id", "known_events.event_id")
    .select([
      "known_events.starts_at",
      "reminders.enabled",
      "reminders.hours_before",
      "reminders.note",
      "reminders.sent_at",
      "reminders.recipients",
    ])
    .where("known_events.event_id", "=", eventId)
    .executeTakeFirst();
  if (!row) throw new EventNotFoundError();
  const settings = {
    enabled: row.enabled ?? DEFAULT_REMINDER.enabled,
    hoursBefore: row.hours_before ?? DEFAULT_REMINDER.hoursBefore,
    note: row.note ?? DEFAULT_REMINDER.note,
  };
  const pending = settings.enabled && row.sent_at === null;
  return {
    eventId,
    ...settings,
    dueAt: pending ? reminderDueAt(row.starts_at.toISOString(), settings).toISOString() : null,
    sentAt: row.sent_at?.toISOString() ?? null,
    recipients: row.recipients,
  };
}

import type { Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import type { ReminderEvent } from "./decider.ts";

/** reminders, in the append's transaction: the settings, and when the reminder went and to how many. */
export async function projectReminder(
  trx: Transaction<unknown>,
  events: readonly ReminderEvent[],
): Promise<void> {
  const db = ticketingDb(trx);
  for (const event of events) {
    const { eventId, organizationId } = event.data;
    const row =
      event.type === "ReminderSettingsSet"
        ? { enabled: event.data.enabled, hours_before: event.data.hoursBefore, note: event.data.note }
        : { sent_at: new Date(event.data.sentAt), recipients: event.data.recipients };
    await db
      .insertInto("reminders")
      .values({ event_id: eventId, organization_id: organizationId, ...row })
      .onConflict((oc) => oc.column("event_id").doUpdateSet(row))
      .execute();
  }
}

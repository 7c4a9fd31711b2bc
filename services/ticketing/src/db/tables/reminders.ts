import type { Generated } from "kysely";

/**
 * Read model of each event's reminder, from its ReminderSettingsSet and ReminderSent events; an event
 * with no row reminds a day before (the columns' defaults).
 */
export interface RemindersTable {
  event_id: string;
  organization_id: string;
  enabled: Generated<boolean>;
  hours_before: Generated<number>;
  note: Generated<string>;
  sent_at: Date | null;
  recipients: number | null;
}

import type { ColumnType } from "kysely";

/** Ticketing's own view of each event, kept from the events service's announcements on the bus. */
export interface KnownEventsTable {
  event_id: string;
  organization_id: string;
  status: string;
  time_zone: string;
  capacity: number | null;
  starts_at: Date;
  ends_at: Date;
  /** Added by 005-refunds-and-mail; empty for events announced before. */
  title: ColumnType<string, string | undefined, string>;
}

import type { TVenue } from "@mawid/contracts/events";
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
  /** Added by 013-reminders; null for events announced before, until they change. */
  venue: ColumnType<TVenue | null, string | null | undefined, string | null>;
  online_url: ColumnType<string | null, string | null | undefined, string | null>;
}

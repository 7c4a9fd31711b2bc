import type { TRefundPolicy } from "@mawid/contracts/ticketing";
import type { MailQueueTable as SharedMailQueueTable } from "@mawid/service/mail";
import type { ColumnType } from "kysely";

/** Read model of each event's refund policy, from its RefundPolicySet events. */
export interface RefundPoliciesTable {
  event_id: string;
  organization_id: string;
  policy: ColumnType<TRefundPolicy, string, string>;
  updated_at: Date;
}

/** Each account's e-mail address, from identity's UserRegistered. */
export interface KnownUsersTable {
  user_id: string;
  email: string;
}

export interface AttendeeMailJobsTable {
  job_id: string;
  event_id: string;
  organization_id: string;
  subject: string;
  body: string;
  audience: ColumnType<{ sections: string[]; ticketTypeIds: string[] }, string, string>;
  requested_by: string;
  created_at: Date;
}

export type MailKind =
  | "tickets"
  | "event-cancelled"
  | "attendee-message"
  | "waitlist-offer"
  | "event-reminder";

/** Ticketing's queue: a message to attendees names its job, for the report of what was sent. */
export interface MailQueueTable extends SharedMailQueueTable<MailKind> {
  job_id: string | null;
}

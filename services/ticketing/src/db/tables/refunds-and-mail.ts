import type { TRefundPolicy } from "@mawid/contracts/ticketing";
import type { ColumnType, Generated } from "kysely";

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

export type MailKind = "tickets" | "event-cancelled" | "attendee-message" | "waitlist-offer";

export interface MailQueueTable {
  mail_id: string;
  job_id: string | null;
  kind: MailKind;
  recipient: string;
  payload: ColumnType<Record<string, string>, string, string>;
  /** sending: claimed by a sender; one that died leaves it to be claimed again after a while. */
  status: Generated<"queued" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  error: string | null;
  created_at: Date;
  claimed_at: Date | null;
  sent_at: Date | null;
}

/** The local outbox: mail kept instead of sent when there is no SMTP server. */
export interface DevMailsTable {
  mail_id: string;
  to_address: string;
  subject: string;
  text: string;
  created_at: Generated<Date>;
}

import type { ColumnType, Generated, JSONColumnType } from "kysely";

/**
 * A payment's receipt to its payer; a subscription period's receipt to the organisation's owner; a
 * donor's notice of a recurring gift's date that was not charged.
 */
export type MailKind = "receipt" | "subscription-receipt" | "recurring-charge-failed";

/** Mail to send, queued in the transaction of what it confirms; sent at a throttled pace. */
export interface MailQueueTable {
  mail_id: string;
  kind: MailKind;
  recipient: string;
  payload: JSONColumnType<Record<string, string>, string, string>;
  status: Generated<"queued" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  error: string | null;
  created_at: Date;
  claimed_at: Date | null;
  sent_at: Date | null;
}

/** Mail kept instead of sent, without SMTP_URL. */
export interface DevMailsTable {
  mail_id: string;
  to_address: string;
  subject: string;
  text: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

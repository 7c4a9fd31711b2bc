import type { ColumnType, Generated } from "kysely";

/**
 * Mail to send, queued in the transaction of what it confirms and sent at a throttled pace; `K` is
 * the service's kinds of mail. Each service that mails keeps this table in its own schema.
 */
export interface MailQueueTable<K extends string = string> {
  mail_id: string;
  kind: K;
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

/** The two tables the mail queue works on, as a service's database type has them. */
export interface MailTables<K extends string = string> {
  mail_queue: MailQueueTable<K>;
  dev_mails: DevMailsTable;
}

import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import type { MailKind } from "../db/tables/refunds-and-mail.ts";

export interface QueuedMail {
  kind: MailKind;
  recipient: string;
  /** What the mail is about (an order, an event, a job): it is rendered from these when sent. */
  payload: Record<string, string>;
  jobId?: string;
}

/** Queues mails in the caller's transaction: they are sent only if what they announce commits. */
export async function queueMails(
  db: Kysely<TicketingDatabase>,
  mails: readonly QueuedMail[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insertInto("mail_queue")
    .values(
      mails.map((m) => ({
        mail_id: randomUUID(),
        job_id: m.jobId ?? null,
        kind: m.kind,
        recipient: m.recipient,
        payload: JSON.stringify(m.payload),
        error: null,
        created_at: now,
        claimed_at: null,
        sent_at: null,
      })),
    )
    .execute();
}

/** Each user's address as identity announced it; users ticketing has not heard of are left out. */
export async function addressesOf(
  db: Kysely<TicketingDatabase>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("known_users")
    .select(["user_id", "email"])
    .where("user_id", "in", [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.email]));
}

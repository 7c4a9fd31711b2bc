import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { MailKind } from "../db/tables/mail.ts";

/** The e-mail address identity announced for a user, or undefined when it announced none. */
export async function knownEmail(db: Kysely<PaymentsDatabase>, userId: string): Promise<string | undefined> {
  const user = await db
    .selectFrom("known_users")
    .select("email")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return user?.email;
}

/**
 * Queues one mail for the mail queue to send. A mail id already queued is left as it is, so the
 * same news delivered again sends nothing more.
 */
export async function queueMail(
  db: Kysely<PaymentsDatabase>,
  mail: {
    mailId: string;
    kind: MailKind;
    recipient: string;
    payload: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto("mail_queue")
    .values({
      mail_id: mail.mailId,
      kind: mail.kind,
      recipient: mail.recipient,
      payload: JSON.stringify(mail.payload),
      error: null,
      created_at: mail.createdAt,
      claimed_at: null,
      sent_at: null,
    })
    .onConflict((oc) => oc.column("mail_id").doNothing())
    .execute();
}

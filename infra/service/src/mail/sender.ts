import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import type { Mail, Mailer } from "./mailer.ts";
import type { MailTables } from "./tables.ts";

/** A mail that fails this many times is given up and marked failed. */
const ATTEMPTS = 3;
/** A claim older than this belongs to a sender that died mid-send: the mail is sent again. */
const CLAIM_TIMEOUT = "5 minutes";

/** A queued mail as it is sent now; null when nothing is left to send (it is marked sent). */
export type RenderMail<K extends string> = (row: {
  kind: K;
  recipient: string;
  payload: Record<string, string>;
}) => Promise<Mail | null>;

/**
 * Claims up to `limit` queued mails, oldest first, in a short transaction of its own (SKIP LOCKED, so
 * instances share the queue), then renders and sends them outside any transaction: a slow SMTP
 * server holds no lock and no snapshot. A mail that fails is queued again until its attempts run out.
 */
export async function sendQueuedMail<K extends string>(
  db: Kysely<MailTables<K>>,
  mailer: Mailer,
  render: RenderMail<K>,
  limit: number,
): Promise<{ sent: number; failed: number }> {
  const claimed = await db
    .updateTable("mail_queue")
    .set((eb) => ({ status: "sending", claimed_at: sql<Date>`now()`, attempts: eb("attempts", "+", 1) }))
    .where("mail_id", "in", (eb) =>
      eb
        .selectFrom("mail_queue")
        .select("mail_id")
        .where((w) =>
          w.or([
            w("status", "=", "queued"),
            w.and([
              w("status", "=", "sending"),
              w("claimed_at", "<", sql<Date>`now() - ${CLAIM_TIMEOUT}::interval`),
            ]),
          ]),
        )
        .orderBy("created_at")
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(["mail_id", "kind", "recipient", "payload", "attempts"])
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      const mail = await render(row as typeof row & { kind: K });
      if (mail) await mailer.send(mail);
      await db
        .updateTable("mail_queue")
        .set({ status: "sent", sent_at: sql<Date>`now()`, error: null })
        .where("mail_id", "=", row.mail_id)
        .execute();
      sent++;
    } catch (error) {
      const gaveUp = row.attempts >= ATTEMPTS;
      if (gaveUp) failed++;
      await db
        .updateTable("mail_queue")
        .set({
          status: gaveUp ? "failed" : "queued",
          error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        })
        .where("mail_id", "=", row.mail_id)
        .execute();
    }
  }
  return { sent, failed };
}

/** The throttle: at most perSecond mails a second, from every round of the timer together. */
export function scheduleMailSender<K extends string>(
  app: FastifyInstance,
  db: Kysely<MailTables<K>>,
  mailer: Mailer,
  render: RenderMail<K>,
  opts: { everyMs: number; perSecond: number },
): void {
  const perRound = Math.max(1, Math.floor((opts.perSecond * opts.everyMs) / 1000));
  // A round of one mail still keeps to the rate: the rounds come further apart.
  const everyMs = Math.max(opts.everyMs, Math.ceil((perRound * 1000) / opts.perSecond));
  app.scheduleTask({
    name: "mail",
    everyMs,
    run: async () => (await sendQueuedMail(db, mailer, render, perRound)).sent,
  });
  app.addHook("onClose", async () => mailer.close());
}

import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type MailSettings, mailSettingProblems, refuseToStart } from "@mawid/service";
import type { TicketingDatabase } from "../db/tables.ts";
import { createMailer } from "./mailer.ts";
import { scheduleMailSender } from "./sender.ts";

/** Ticketing's mail: refused in production without SMTP, then the queue is sent at its throttled pace. */
export function startMail(
  app: FastifyInstance,
  db: Kysely<TicketingDatabase>,
  config: MailSettings & { MAIL_FROM: string; MAIL_SEND_PER_SECOND: number; MAIL_SEND_INTERVAL_MS: number },
): void {
  refuseToStart(mailSettingProblems(config));
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log: app.log });
  scheduleMailSender(app, db, mailer, {
    everyMs: config.MAIL_SEND_INTERVAL_MS,
    perSecond: config.MAIL_SEND_PER_SECOND,
  });
}

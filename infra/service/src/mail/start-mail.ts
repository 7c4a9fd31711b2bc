import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type MailSettings, mailSettingProblems, refuseToStart } from "../production-guard.ts";
import { createMailer } from "./mailer.ts";
import { type RenderMail, scheduleMailSender } from "./sender.ts";
import type { MailTables } from "./tables.ts";

export type MailQueueSettings = MailSettings & {
  MAIL_FROM: string;
  MAIL_SEND_PER_SECOND: number;
  MAIL_SEND_INTERVAL_MS: number;
};

/** A service's mail: refused in production without SMTP, then its queue is sent at the throttled pace, each mail rendered by `render`. */
export function startMailQueue<K extends string>(
  app: FastifyInstance,
  db: Kysely<MailTables<K>>,
  config: MailQueueSettings,
  render: RenderMail<K>,
): void {
  refuseToStart(mailSettingProblems(config));
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db,
    log: app.log,
  });
  scheduleMailSender(app, db, mailer, render, {
    everyMs: config.MAIL_SEND_INTERVAL_MS,
    perSecond: config.MAIL_SEND_PER_SECOND,
  });
}

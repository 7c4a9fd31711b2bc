import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/schema.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when the mail could not be handed over; callers decide whether that matters. */
  send(mail: Mail): Promise<boolean>;
}

/** SMTP when SMTP_URL is set; otherwise the database outbox (listed at /api/v1/dev/mail in development). */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  /** Development only: a mail's body carries live links, and logs outlive them and travel further. */
  logBodies: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        try {
          await transport.sendMail({ from: opts.from, ...mail });
          return true;
        } catch (error) {
          opts.log.warn({ err: error, subject: mail.subject }, "sending mail failed");
          return false;
        }
      },
    };
  }
  return {
    async send(mail) {
      await opts.db
        .insertInto("dev_mails")
        .values({ to_address: mail.to, subject: mail.subject, text: mail.text })
        .execute();
      if (opts.logBodies)
        opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, "mail written to the outbox");
      else opts.log.info({ subject: mail.subject }, "mail written to the outbox");
      return true;
    },
  };
}

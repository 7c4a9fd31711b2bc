import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { DevMailsTable } from "./tables.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files, or inline images referred to from the html as cid:<cid>. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

export interface Mailer {
  /** Throws when the mail could not be handed over: the sender counts the attempt and tries again. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the service's local outbox (dev_mails). */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  /** Only its local outbox is written: any service database that has the table will do. */
  db: Kysely<{ dev_mails: DevMailsTable }>;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await opts.db
        .insertInto("dev_mails")
        .values({ mail_id: randomUUID(), to_address: mail.to, subject: mail.subject, text: mail.text })
        .execute();
      opts.log.info({ subject: mail.subject }, "mail written to the outbox");
    },
    close: () => undefined,
  };
}

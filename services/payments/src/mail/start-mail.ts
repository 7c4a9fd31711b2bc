import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type MailSettings, mailSettingProblems, refuseToStart } from "@mawid/service";
import type { PaymentsDatabase } from "../db/tables.ts";
import { receiptMail } from "../receipt/receipt-mail.ts";
import { subscriptionReceiptMail } from "../receipt/subscription-receipt-mail.ts";
import { failedChargeMail } from "../recurring/failed-charge-mail.ts";
import { createMailer } from "./mailer.ts";
import { scheduleMailSender } from "./sender.ts";

/** Payments' mail (receipts of payments and of subscriptions, donors' failed-charge notices): refused in production without SMTP, then the queue is sent at its throttled pace. */
export function startMail(
  app: FastifyInstance,
  db: Kysely<PaymentsDatabase>,
  publicUrl: string,
  config: MailSettings & { MAIL_FROM: string; MAIL_SEND_PER_SECOND: number; MAIL_SEND_INTERVAL_MS: number },
): void {
  refuseToStart(mailSettingProblems(config));
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log: app.log });
  scheduleMailSender(
    app,
    db,
    mailer,
    async (row) => {
      switch (row.kind) {
        case "subscription-receipt":
          return subscriptionReceiptMail(db, row.recipient, row.payload);
        case "recurring-charge-failed":
          return failedChargeMail(publicUrl, row.recipient, row.payload);
        case "receipt":
          return receiptMail(db, publicUrl, row.recipient, row.payload.paymentId!);
      }
    },
    { everyMs: config.MAIL_SEND_INTERVAL_MS, perSecond: config.MAIL_SEND_PER_SECOND },
  );
}

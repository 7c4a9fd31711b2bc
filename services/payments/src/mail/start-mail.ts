import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type MailQueueSettings, startMailQueue } from "@mawid/service/mail";
import type { PaymentsDatabase } from "../db/tables.ts";
import { receiptMail } from "../receipt/receipt-mail.ts";
import { subscriptionReceiptMail } from "../receipt/subscription-receipt-mail.ts";
import { failedChargeMail } from "../recurring/failed-charge-mail.ts";

/** Payments' mail: receipts of payments and of subscriptions, and donors' failed-charge notices. */
export function startMail(
  app: FastifyInstance,
  db: Kysely<PaymentsDatabase>,
  publicUrl: string,
  config: MailQueueSettings,
): void {
  startMailQueue(app, db, config, async (row) => {
    switch (row.kind) {
      case "subscription-receipt":
        return subscriptionReceiptMail(db, row.recipient, row.payload);
      case "recurring-charge-failed":
        return failedChargeMail(publicUrl, row.recipient, row.payload);
      case "receipt":
        return receiptMail(db, publicUrl, row.recipient, row.payload.paymentId!);
    }
  });
}

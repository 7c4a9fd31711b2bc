import type { Kysely } from "kysely";
import { receiptPath } from "@mawid/contracts/payments";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { Mail } from "@mawid/service/mail";
import { receiptOf, receiptText } from "./receipt.ts";
import { receiptPdf } from "./receipt-pdf.ts";

/** The e-mail receipt of a payment, rendered when it is sent: its text, and the PDF attached. */
export async function receiptMail(
  db: Kysely<PaymentsDatabase>,
  publicUrl: string,
  to: string,
  paymentId: string,
): Promise<Mail | null> {
  const payment = await db
    .selectFrom("payments")
    .selectAll()
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  if (!payment) return null;
  const receipt = await receiptOf(db, payment);
  const url = `${publicUrl.replace(/\/+$/, "")}${receiptPath(paymentId)}`;
  return {
    to,
    subject: `${receipt.title}: ${receipt.total} to ${receipt.organization}`,
    text: receiptText(receipt, url),
    attachments: [
      {
        filename: `receipt-${paymentId}.pdf`,
        content: Buffer.from(await receiptPdf(receipt)),
        contentType: "application/pdf",
      },
    ],
  };
}

import { on } from "@mawid/bus";
import { PaymentSucceededV2, SubscriptionPeriodPaidV1 } from "@mawid/contracts/payments";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";
import { knownEmail, queueMail } from "../mail/queue.ts";

/**
 * Every payment that succeeds, an order's or a gift's, however it was paid, gets an e-mail receipt
 * to its payer, and every paid period of a subscription one to its owner, queued here once and sent
 * at the mail queue's pace.
 * A payer identity has not announced gets none: there is no address to send it to.
 */
export function queueReceiptsConsumer(): ConsumerDefinition {
  return defineConsumer("payments.receipts", [
    on(PaymentSucceededV2, async (trx, paid, meta) => {
      const db = paymentsDb(trx);
      const email = await knownEmail(db, paid.payerId);
      if (email === undefined) return;
      await queueMail(db, {
        // One receipt per payment, however often its news is delivered.
        mailId: `receipt:${paid.paymentId}`,
        kind: "receipt",
        recipient: email,
        payload: { paymentId: paid.paymentId },
        createdAt: new Date(meta.occurredAt),
      });
    }),
    // A subscription's paid period: the receipt goes to the owner who subscribed, with what it shows.
    on(SubscriptionPeriodPaidV1, async (trx, paid, meta) => {
      const db = paymentsDb(trx);
      const email = await knownEmail(db, paid.ownerId);
      if (email === undefined) return;
      await queueMail(db, {
        mailId: `subscription-receipt:${paid.paymentId}`,
        kind: "subscription-receipt",
        recipient: email,
        payload: Object.fromEntries(Object.entries(paid).map(([key, value]) => [key, String(value ?? "")])),
        createdAt: new Date(meta.occurredAt),
      });
    }),
  ]);
}

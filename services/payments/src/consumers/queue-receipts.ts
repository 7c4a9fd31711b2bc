import { on } from "@mawid/bus";
import { PaymentSucceededV2, SubscriptionPeriodPaidV1 } from "@mawid/contracts/payments";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";

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
      const payer = await db
        .selectFrom("known_users")
        .select("email")
        .where("user_id", "=", paid.payerId)
        .executeTakeFirst();
      if (!payer) return;
      await db
        .insertInto("mail_queue")
        .values({
          // One receipt per payment, however often its news is delivered.
          mail_id: `receipt:${paid.paymentId}`,
          kind: "receipt",
          recipient: payer.email,
          payload: JSON.stringify({ paymentId: paid.paymentId }),
          error: null,
          created_at: new Date(meta.occurredAt),
          claimed_at: null,
          sent_at: null,
        })
        .onConflict((oc) => oc.column("mail_id").doNothing())
        .execute();
    }),
    // A subscription's paid period: the receipt goes to the owner who subscribed, with what it shows.
    on(SubscriptionPeriodPaidV1, async (trx, paid, meta) => {
      const db = paymentsDb(trx);
      const owner = await db
        .selectFrom("known_users")
        .select("email")
        .where("user_id", "=", paid.ownerId)
        .executeTakeFirst();
      if (!owner) return;
      await db
        .insertInto("mail_queue")
        .values({
          mail_id: `subscription-receipt:${paid.paymentId}`,
          kind: "subscription-receipt",
          recipient: owner.email,
          payload: JSON.stringify(
            Object.fromEntries(Object.entries(paid).map(([key, value]) => [key, String(value ?? "")])),
          ),
          error: null,
          created_at: new Date(meta.occurredAt),
          claimed_at: null,
          sent_at: null,
        })
        .onConflict((oc) => oc.column("mail_id").doNothing())
        .execute();
    }),
  ]);
}

import type { Transaction } from "kysely";
import { paymentsDb } from "../db/tables.ts";
import {
  paymentTransaction,
  refundFailedTransaction,
  refundTransaction,
  transferReversalTransaction,
  transferTransaction,
} from "../ledger/entries.ts";
import { paymentTransactionOf, recordTransaction } from "../ledger/record.ts";
import type { PaymentEvent } from "./decider.ts";

/** The payments read model and the ledger, from a payment's events. */
export async function projectPayments(trx: Transaction<unknown>, events: readonly PaymentEvent[]) {
  const db = paymentsDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "PaymentStarted": {
        const p = event.data;
        await db
          .insertInto("payments")
          .values({
            payment_id: p.paymentId,
            order_id: p.orderId,
            donation_id: p.donation?.donationId ?? null,
            organization_id: p.organizationId,
            payer_id: p.payerId,
            amount: p.amount,
            currency: p.currency,
            status: "started",
            provider: p.provider,
            provider_ref: p.providerRef,
            url: p.url,
            breakdown: JSON.stringify(p.breakdown),
            donation: p.donation ? JSON.stringify(p.donation) : null,
            offline: null,
            started_at: new Date(p.startedAt),
            updated_at: new Date(p.startedAt),
          })
          .execute();
        break;
      }
      case "PaymentSucceeded": {
        const p = event.data;
        const at = new Date(p.succeededAt);
        // A host's offline payment has no PaymentStarted: its row begins here.
        await db
          .insertInto("payments")
          .values({
            payment_id: p.paymentId,
            order_id: p.orderId,
            donation_id: p.donation?.donationId ?? null,
            organization_id: p.organizationId,
            payer_id: p.payerId,
            amount: p.amount,
            currency: p.currency,
            status: "succeeded",
            provider: p.provider,
            provider_ref: p.providerRef,
            url: null,
            breakdown: JSON.stringify(p.breakdown),
            donation: p.donation ? JSON.stringify(p.donation) : null,
            offline: p.offline ? JSON.stringify(p.offline) : null,
            succeeded_at: at,
            started_at: at,
            updated_at: at,
          })
          .onConflict((oc) =>
            oc.column("payment_id").doUpdateSet({
              status: "succeeded",
              provider_ref: p.providerRef,
              breakdown: JSON.stringify(p.breakdown),
              donation: p.donation ? JSON.stringify(p.donation) : null,
              succeeded_at: at,
              updated_at: at,
            }),
          )
          .execute();
        await recordTransaction(trx, paymentTransaction(p));
        break;
      }
      case "PaymentFailed":
        await db
          .updateTable("payments")
          .set({ status: "failed", updated_at: new Date(event.data.failedAt) })
          .where("payment_id", "=", event.data.paymentId)
          .execute();
        break;
      case "PaymentRefunded":
        await db
          .updateTable("payments")
          .set({
            status: event.data.full ? "refunded" : "succeeded",
            refunded: event.data.refundedTotal,
            updated_at: new Date(event.data.refundedAt),
          })
          .where("payment_id", "=", event.data.paymentId)
          .execute();
        await recordTransaction(
          trx,
          refundTransaction(event.data, await paymentTransactionOf(trx, event.data.paymentId)),
        );
        break;
      case "PaymentDestinationChosen":
        break;
      case "PaymentTransferred":
        await recordTransaction(
          trx,
          transferTransaction(event.data, await paymentTransactionOf(trx, event.data.paymentId)),
        );
        break;
      case "PaymentTransferReversed":
        await recordTransaction(
          trx,
          transferReversalTransaction(event.data, await paymentTransactionOf(trx, event.data.paymentId)),
        );
        break;
      case "PaymentRefundFailed":
        await db
          .updateTable("payments")
          .set({
            status: "succeeded",
            refunded: event.data.refundedTotal,
            updated_at: new Date(event.data.failedAt),
          })
          .where("payment_id", "=", event.data.paymentId)
          .execute();
        await recordTransaction(
          trx,
          refundFailedTransaction(event.data, await paymentTransactionOf(trx, event.data.paymentId)),
        );
        break;
    }
  }
}

import { type EventMeta, on } from "@mawid/bus";
import { OrderPaymentRefusedV1, OrderRefundedV1 } from "@mawid/contracts/ticketing";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import type { Transaction } from "kysely";
import { paymentsDb } from "../db/tables.ts";
import { handlePaymentCommand } from "../payment/handle.ts";
import type { ProviderOf } from "../payment/provider.ts";

interface RefundAsked {
  paymentId: string;
  /** null: all that is left of the payment. */
  amount: number | null;
  refundKey: string;
  reason: string;
}

/**
 * Gives money back through the payment's provider. The test provider refunds at once and the refund is
 * recorded here; Stripe confirms later with charge.refunded, which the webhook records.
 */
async function refund(
  trx: Transaction<unknown>,
  providerOf: ProviderOf,
  asked: RefundAsked,
  meta: EventMeta,
): Promise<void> {
  const payment = await paymentsDb(trx)
    .selectFrom("payments")
    .selectAll()
    .where("payment_id", "=", asked.paymentId)
    .executeTakeFirst();
  if (payment?.status !== "succeeded") return;
  const amount = asked.amount ?? payment.amount - payment.refunded;
  if (amount <= 0) return;
  // Stripe paid the organisation's account from this charge: its transfer is in the ledger, the cash
  // that left being all but the application fee.
  const transferred = await paymentsDb(trx)
    .selectFrom("ledger_entries")
    .select("amount")
    .where("transaction_id", "=", `transfer:${payment.payment_id}`)
    .where("account", "=", "cash")
    .executeTakeFirst();
  const applicationFee = transferred ? payment.amount + transferred.amount : 0;
  const outcome = await providerOf(payment.provider).refund({
    paymentId: payment.payment_id,
    providerRef: payment.provider_ref,
    amount,
    refundKey: asked.refundKey,
    destination: transferred
      ? { refundApplicationFee: applicationFee > 0 && payment.refunded === 0 && amount === payment.amount }
      : null,
  });
  if (outcome !== "done") return;
  const now = new Date();
  await handlePaymentCommand(
    trx,
    payment.payment_id,
    { type: "RefundPayment", amount, reason: asked.reason, at: now.toISOString() },
    {
      occurredAt: now,
      correlationId: meta.correlationId,
      causationId: meta.id,
      traceparent: meta.traceparent,
    },
  );
}

/**
 * Ticketing's refunds move money here: a payment it could not apply (the seats of an expired hold
 * were gone, the order was cancelled or paid by another payment) goes back whole; a paid order's
 * refund, by its host, its buyer or the event's cancellation, gives back what ticketing decided.
 */
export function refundPaymentsConsumer(providerOf: ProviderOf): ConsumerDefinition {
  return defineConsumer("payments.refunds", [
    on(OrderPaymentRefusedV1, (trx, refused, meta) =>
      refund(
        trx,
        providerOf,
        {
          paymentId: refused.paymentId,
          amount: null,
          refundKey: `refused-${refused.paymentId}`,
          reason: `Ticketing refused the payment: ${refused.code}`,
        },
        meta,
      ),
    ),
    on(OrderRefundedV1, async (trx, refunded, meta) => {
      if (refunded.paymentId === null || refunded.amount === 0) return;
      await refund(
        trx,
        providerOf,
        {
          paymentId: refunded.paymentId,
          amount: refunded.amount,
          refundKey: `order-refund-${refunded.refundId}`,
          reason: refunded.reason ?? `Order refunded (${refunded.initiator})`,
        },
        meta,
      );
    }),
  ]);
}

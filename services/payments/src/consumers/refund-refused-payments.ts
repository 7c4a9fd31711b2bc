import { randomUUID } from "node:crypto";
import { on } from "@mawid/bus";
import { OrderPaymentRefusedV1 } from "@mawid/contracts/ticketing";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { paymentsDb } from "../db/tables.ts";
import { handlePaymentCommand } from "../payment/handle.ts";
import type { PaymentProvider } from "../payment/provider.ts";

/**
 * Ticketing could not apply a payment (the seats of an expired hold were gone, the order was
 * cancelled or paid by another payment): the money goes back. The test provider refunds at once;
 * Stripe confirms later with charge.refunded, which the webhook records.
 */
export function refundRefusedPaymentsConsumer(provider: PaymentProvider): ConsumerDefinition {
  return defineConsumer("payments.refused-payments", [
    on(OrderPaymentRefusedV1, async (trx, refused, meta) => {
      const payment = await paymentsDb(trx)
        .selectFrom("payments")
        .selectAll()
        .where("payment_id", "=", refused.paymentId)
        .executeTakeFirst();
      if (payment?.status !== "succeeded") return;
      const amount = payment.amount - payment.refunded;
      const outcome = await provider.refund({
        paymentId: payment.payment_id,
        providerRef: payment.provider_ref,
        amount,
      });
      if (outcome !== "done") return;
      await handlePaymentCommand(
        trx,
        payment.payment_id,
        {
          type: "RefundPayment",
          amount,
          reason: `Ticketing refused the payment: ${refused.code}`,
          at: new Date().toISOString(),
        },
        {
          occurredAt: new Date(),
          correlationId: meta.correlationId ?? randomUUID(),
          causationId: meta.id,
          traceparent: meta.traceparent,
        },
      );
    }),
  ]);
}

import { on } from "@mawid/bus";
import { PaymentSucceededV2 } from "@mawid/contracts/payments";
import { TICKETING_PAYMENT_REFUSAL_STREAM, type TPaymentRefusalEvent } from "@mawid/contracts/ticketing";
import { appendToStream } from "@mawid/eventstore";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { DomainError } from "@mawid/service/errors";
import { sql } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import { payOrder } from "../order/pay-order.ts";

/**
 * A payment for an order makes it paid (OrderPaid then issues its tickets). When the order refuses it
 * (the hold ran out and the seats are gone, it was cancelled, another payment paid it), the refusal
 * is recorded for payments to give the money back. A failed payment needs nothing here: the hold
 * runs out on its own.
 */
export function paymentResultsConsumer(schema: string): ConsumerDefinition {
  return defineConsumer("ticketing.payment-results", [
    on(PaymentSucceededV2, async (trx, payment, meta) => {
      if (payment.orderId === null) return;
      const commandMeta = {
        occurredAt: new Date(),
        correlationId: meta.correlationId,
        causationId: meta.id,
        traceparent: meta.traceparent,
      };
      // A refusal rolls back what paying wrote, and only that: the inbox row still commits.
      await sql`SAVEPOINT pay_order`.execute(trx);
      try {
        await payOrder(ticketingDb(trx, schema), {
          orderId: payment.orderId,
          paymentId: payment.paymentId,
          amount: payment.amount,
          at: new Date(payment.succeededAt),
          correlationId: meta.correlationId,
        });
        await sql`RELEASE SAVEPOINT pay_order`.execute(trx);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        await sql`ROLLBACK TO SAVEPOINT pay_order`.execute(trx);
        const refused = {
          paymentId: payment.paymentId,
          orderId: payment.orderId,
          code: error.code,
          reason: error.message,
          refusedAt: commandMeta.occurredAt.toISOString(),
        };
        const events: TPaymentRefusalEvent[] = [{ type: "OrderPaymentRefused", version: 1, data: refused }];
        await appendToStream(trx, schema, {
          streamType: TICKETING_PAYMENT_REFUSAL_STREAM,
          streamId: payment.paymentId,
          expectedVersion: "no_stream",
          events,
          meta: commandMeta,
        });
      }
    }),
  ]);
}

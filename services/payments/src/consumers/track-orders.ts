import { type EventMeta, on } from "@mawid/bus";
import { OrderCancelledV1, OrderExpiredV1, OrderPaidV1, OrderPlacedV2 } from "@mawid/contracts/ticketing";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { type Selectable, sql, type Transaction } from "kysely";
import { paymentsDb } from "../db/tables.ts";
import type { KnownOrdersTable } from "../db/tables/known-orders.ts";
import { ProviderUnavailableError } from "../errors.ts";
import { derivedPaymentId } from "../payment/derived-payment-id.ts";
import { openOrderPayment } from "../payment/open-order-payment.ts";
import type { PaymentProvider } from "../payment/provider.ts";

const setStatus =
  (status: KnownOrdersTable["status"]) => async (trx: Transaction<unknown>, data: { orderId: string }) => {
    await paymentsDb(trx)
      .updateTable("known_orders")
      .set({ status })
      .where("order_id", "=", data.orderId)
      .where("status", "=", "pending")
      .execute();
  };

/**
 * A paid order's payment starts as it is placed, so the buyer's Pay (POST .../checkout) only fetches
 * it. Its id comes from the order's: a redelivered OrderPlaced asks Stripe with the same idempotency
 * key. When the provider does not answer, the order is still recorded and the buyer's Pay opens the
 * checkout then.
 */
async function startPayment(
  trx: Transaction<unknown>,
  provider: PaymentProvider,
  order: Selectable<KnownOrdersTable>,
  meta: EventMeta,
): Promise<void> {
  const commandMeta = {
    occurredAt: new Date(),
    correlationId: meta.correlationId,
    causationId: meta.id,
    traceparent: meta.traceparent,
  };
  await sql`SAVEPOINT start_payment`.execute(trx);
  try {
    await openOrderPayment(trx, provider, order, derivedPaymentId("on-placing", order.order_id), commandMeta);
    await sql`RELEASE SAVEPOINT start_payment`.execute(trx);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await sql`ROLLBACK TO SAVEPOINT start_payment`.execute(trx);
  }
}

/**
 * Payments' view of ticketing's orders: who may pay for one, and how much, as ticketing priced it.
 * An order leaves "pending" once: paid, expired or cancelled (a late payment that ticketing
 * re-reserves for is paid after expired).
 */
export function trackOrdersConsumer(provider: PaymentProvider): ConsumerDefinition {
  return defineConsumer("payments.orders", [
    on(OrderPlacedV2, async (trx, order, meta) => {
      const placed = await paymentsDb(trx)
        .insertInto("known_orders")
        .values({
          order_id: order.orderId,
          event_id: order.eventId,
          organization_id: order.organizationId,
          buyer_id: order.buyerId,
          currency: order.totals.currency,
          // What the organisation sells: tickets after any discount, and add-ons.
          tickets: order.totals.total - order.totals.fees - order.totals.donation,
          fees: order.totals.fees,
          fees_absorbed: order.totals.feesAbsorbed,
          donation: order.totals.donation,
          donation_fund: order.donation?.fund ?? null,
          total: order.totals.total,
          status: "pending",
          expires_at: new Date(order.expiresAt),
          paid_by: null,
          lines: JSON.stringify(
            order.lines.map((l) => ({
              ticketTypeId: l.ticketTypeId,
              name: l.name,
              quantity: l.quantity,
              amount: l.quantity * (l.unitPrice - l.unitDiscount),
            })),
          ),
          add_ons: order.totals.addOns,
          attendee_names: JSON.stringify(order.positions.map((p) => p.attendeeName)),
          placed_at: new Date(order.placedAt),
        })
        .onConflict((oc) => oc.column("order_id").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (placed && placed.total > 0 && placed.expires_at > new Date())
        await startPayment(trx, provider, placed, meta);
    }),
    on(OrderPaidV1, async (trx, paid) => {
      await paymentsDb(trx)
        .updateTable("known_orders")
        .set({ status: "paid", paid_by: paid.paymentId })
        .where("order_id", "=", paid.orderId)
        .execute();
    }),
    on(OrderExpiredV1, setStatus("expired")),
    on(OrderCancelledV1, setStatus("cancelled")),
  ]);
}

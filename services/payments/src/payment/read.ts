import type { Kysely, Selectable } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { KnownOrdersTable } from "../db/tables/known-orders.ts";
import { OrderNotFoundError, OrderNotPayableError, PaymentNotFoundError } from "../errors.ts";

/** The caller's own payment; anyone else's is as unknown as one that does not exist. */
export async function payersPayment(db: Kysely<PaymentsDatabase>, paymentId: string, payerId: string) {
  const payment = await db
    .selectFrom("payments")
    .selectAll()
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  if (!payment || payment.payer_id !== payerId) throw new PaymentNotFoundError();
  return payment;
}

/** An order as payments knows it from ticketing's events. */
export async function knownOrder(
  db: Kysely<PaymentsDatabase>,
  orderId: string,
): Promise<Selectable<KnownOrdersTable>> {
  const order = await db
    .selectFrom("known_orders")
    .selectAll()
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!order) throw new OrderNotFoundError();
  return order;
}

/** Only a pending order whose hold has not run out can be paid: otherwise why not. */
export function assertPayable(order: Selectable<KnownOrdersTable>, now: Date): void {
  if (order.status !== "pending") throw new OrderNotPayableError(order.status);
  if (order.expires_at <= now) throw new OrderNotPayableError("expired");
}

/** The open (started) payment of an order, if one is. */
export function openPaymentOf(db: Kysely<PaymentsDatabase>, orderId: string) {
  return (
    db
      .selectFrom("payments")
      .select(["payment_id", "url"])
      .where("order_id", "=", orderId)
      .where("status", "=", "started")
      // Only a host's offline payment has no checkout url, and it is never "started".
      .$narrowType<{ url: string }>()
      .executeTakeFirst()
  );
}

/** Postgres refused a second row where a unique index allows one. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

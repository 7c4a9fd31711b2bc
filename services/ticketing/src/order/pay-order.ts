import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { handleOrderCommand } from "./handle.ts";

export interface Payment {
  orderId: string;
  paymentId: string;
  amount: number;
  at: Date;
  correlationId?: string;
}

/**
 * The order's side of a successful payment, for payments' PaymentSucceeded consumer (payments has no
 * contract for it yet): the order becomes paid and OrderPaid carries the tickets to issue. The same
 * payment twice changes nothing; a payment after the hold expired re-reserves the seats, or fails
 * with SOLD_OUT when they are gone, and the order stays expired for payments to refund.
 */
export async function payOrder(db: Kysely<TicketingDatabase>, payment: Payment) {
  const { state } = await handleOrderCommand(
    db,
    payment.orderId,
    { type: "PayOrder", paymentId: payment.paymentId, amount: payment.amount, at: payment.at.toISOString() },
    { occurredAt: payment.at, correlationId: payment.correlationId ?? randomUUID() },
  );
  return state.order!;
}

import type { Kysely, Selectable } from "kysely";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import { receiptPath, type TPaymentItem, type TPaymentView } from "@mawid/contracts/payments";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { PaymentsTable } from "../db/tables/payments.ts";
import { PaymentNotFoundError } from "../errors.ts";

export type PaymentRow = Selectable<PaymentsTable>;

/**
 * A payment its payer may see, and so may the owners and admins of the organisation it paid (and
 * platform admins); to anyone else it is as unknown as one that does not exist.
 */
export async function viewablePayment(
  db: Kysely<PaymentsDatabase>,
  paymentId: string,
  claims: TAccessClaims,
): Promise<PaymentRow> {
  const payment = await db
    .selectFrom("payments")
    .selectAll()
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  if (!payment) throw new PaymentNotFoundError();
  const role = claims.orgs[payment.organization_id]?.role;
  const host = claims.role === "admin" || (role !== undefined && MANAGER_ROLES.includes(role));
  if (payment.payer_id !== claims.sub && !host) throw new PaymentNotFoundError();
  return payment;
}

/** What the payment paid for, line by line: the order's ticket types, add-ons, fees, and the gift. */
async function itemsOf(db: Kysely<PaymentsDatabase>, payment: PaymentRow): Promise<TPaymentItem[]> {
  const gift = payment.donation;
  const breakdown = payment.breakdown ?? {
    tickets: payment.amount - (gift?.amount ?? 0),
    fees: 0,
    feesAbsorbed: 0,
  };
  const items: TPaymentItem[] = [];
  if (payment.order_id) {
    const order = await db
      .selectFrom("known_orders")
      .select(["lines", "add_ons"])
      .where("order_id", "=", payment.order_id)
      .executeTakeFirst();
    if (order?.lines) {
      for (const line of order.lines)
        items.push({ kind: "tickets", label: line.name, quantity: line.quantity, amount: line.amount });
      if (order.add_ons) items.push({ kind: "add-ons", label: "", quantity: 1, amount: order.add_ons });
    } else if (breakdown.tickets > 0) {
      items.push({ kind: "tickets", label: "", quantity: 1, amount: breakdown.tickets });
    }
  }
  if (breakdown.fees > 0) items.push({ kind: "fees", label: "", quantity: 1, amount: breakdown.fees });
  if (gift) items.push({ kind: "donation", label: gift.fund, quantity: 1, amount: gift.amount });
  return items;
}

/** The payment as its payer and its organisation's hosts see it, with its receipt once paid. */
export async function paymentView(db: Kysely<PaymentsDatabase>, payment: PaymentRow): Promise<TPaymentView> {
  const organization = await db
    .selectFrom("known_organizations")
    .select("name")
    .where("organization_id", "=", payment.organization_id)
    .executeTakeFirst();
  const paid = payment.status === "succeeded" || payment.status === "refunded";
  const gift = payment.donation;
  return {
    paymentId: payment.payment_id,
    organizationId: payment.organization_id,
    organizationName: organization?.name ?? null,
    status: payment.status,
    amount: payment.amount,
    refunded: payment.refunded,
    currency: payment.currency,
    provider: payment.provider,
    offline: payment.offline,
    orderId: payment.order_id,
    donation: gift
      ? {
          donationId: gift.donationId,
          fund: gift.fund,
          recurring: gift.recurring,
          giftAid: gift.giftAid !== null,
        }
      : null,
    items: await itemsOf(db, payment),
    startedAt: payment.started_at.toISOString(),
    succeededAt: payment.succeeded_at?.toISOString() ?? null,
    receiptUrl: paid ? receiptPath(payment.payment_id) : null,
  };
}

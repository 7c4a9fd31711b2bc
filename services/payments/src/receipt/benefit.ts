import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { PaymentRow } from "../payment/view.ts";

export interface Benefit {
  /** The stated fair-market value of what the order's tickets give, in minor units. */
  value: number;
  /** What gives it, e.g. "2 x Gala dinner". */
  items: string[];
}

/**
 * The benefit an order's payment bought (a gala's dinner), from the fair-market values ticketing
 * announced for its ticket types; null when none of them states one.
 */
export async function benefitOf(db: Kysely<PaymentsDatabase>, payment: PaymentRow): Promise<Benefit | null> {
  if (!payment.order_id) return null;
  const order = await db
    .selectFrom("known_orders")
    .select("lines")
    .where("order_id", "=", payment.order_id)
    .executeTakeFirst();
  const lines = (order?.lines ?? []).filter((l) => l.ticketTypeId);
  if (lines.length === 0) return null;
  const values = await db
    .selectFrom("known_ticket_benefits")
    .select(["ticket_type_id", "fair_market_value"])
    .where(
      "ticket_type_id",
      "in",
      lines.map((l) => l.ticketTypeId!),
    )
    .where("currency", "=", payment.currency)
    .where("fair_market_value", "is not", null)
    .execute();
  const byType = new Map(values.map((v) => [v.ticket_type_id, v.fair_market_value!]));
  const giving = lines.filter((l) => byType.has(l.ticketTypeId!));
  if (giving.length === 0) return null;
  return {
    value: giving.reduce((sum, l) => sum + l.quantity * byType.get(l.ticketTypeId!)!, 0),
    items: giving.map((l) => `${l.quantity} x ${l.name}`),
  };
}

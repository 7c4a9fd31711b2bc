import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { TPaymentDonation } from "@mawid/contracts/payments";
import type { KnownOrdersTable } from "../db/tables/known-orders.ts";

/** The gift given with an order's tickets, if any: anonymous, one-off, never with Gift Aid. */
export function orderGift(order: Selectable<KnownOrdersTable>): TPaymentDonation | null {
  if (order.donation <= 0 || !order.donation_fund) return null;
  return {
    donationId: randomUUID(),
    amount: order.donation,
    fund: order.donation_fund,
    recurring: null,
    anonymous: true,
    message: null,
    giftAid: null,
  };
}

import type { Transaction } from "kysely";
import { paymentsDb } from "../db/tables.ts";
import type { DonationEvent } from "./decider.ts";
import { recurringSchedule } from "./recurring-dates.ts";

/** The donations read model: each gift with its fund, and a recurring one's coming dates. */
export async function projectDonations(trx: Transaction<unknown>, events: readonly DonationEvent[]) {
  for (const { data: d } of events) {
    await paymentsDb(trx)
      .insertInto("donations")
      .values({
        donation_id: d.donationId,
        payment_id: d.paymentId,
        organization_id: d.organizationId,
        donor_id: d.donorId,
        order_id: d.orderId,
        amount: d.amount,
        currency: d.currency,
        fund: d.fund,
        recurring: d.recurring,
        anonymous: d.anonymous,
        message: d.message,
        gift_aid: d.giftAid ? JSON.stringify(d.giftAid) : null,
        schedule: JSON.stringify(recurringSchedule(d.recurring, d.receivedAt.slice(0, 10))),
        received_at: new Date(d.receivedAt),
      })
      .execute();
  }
}

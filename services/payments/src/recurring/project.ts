import type { Kysely, Transaction } from "kysely";
import { type PaymentsDatabase, paymentsDb } from "../db/tables.ts";
import type { RecurringGiftEvent } from "./decider.ts";

/** Moves the gift's first unclaimed date past the dates now claimed (migration 010). */
async function markNextUnclaimed(db: Kysely<PaymentsDatabase>, recurringGiftId: string) {
  const gift = await db
    .selectFrom("recurring_gifts")
    .select("dates")
    .where("recurring_gift_id", "=", recurringGiftId)
    .executeTakeFirst();
  if (!gift) return;
  const charges = await db
    .selectFrom("recurring_charges")
    .select("due_date")
    .where("recurring_gift_id", "=", recurringGiftId)
    .execute();
  const claimed = new Set(charges.map((c) => c.due_date));
  await db
    .updateTable("recurring_gifts")
    .set({ next_unclaimed: gift.dates.find((d) => !claimed.has(d)) ?? null })
    .where("recurring_gift_id", "=", recurringGiftId)
    .execute();
}

/** The recurring gifts read model and each date's charge, from their streams. */
export async function projectRecurringGifts(
  trx: Transaction<unknown>,
  events: readonly RecurringGiftEvent[],
) {
  const db = paymentsDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "RecurringGiftStarted": {
        const g = event.data;
        await db
          .insertInto("recurring_gifts")
          .values({
            recurring_gift_id: g.recurringGiftId,
            first_payment_id: g.firstPaymentId,
            organization_id: g.organizationId,
            donor_id: g.donorId,
            amount: g.amount,
            currency: g.currency,
            fund: g.fund,
            recurring: g.recurring,
            anonymous: g.anonymous,
            message: g.message,
            gift_aid: g.giftAid ? JSON.stringify(g.giftAid) : null,
            provider: g.provider,
            dates: JSON.stringify(g.dates),
            next_unclaimed: g.dates[0] ?? null,
            status: "active",
            started_at: new Date(g.startedAt),
            cancelled_at: null,
          })
          .execute();
        break;
      }
      case "RecurringChargeAttempted": {
        const c = event.data;
        const values = {
          payment_id: c.paymentId,
          donation_id: c.donationId,
          attempt: c.attempt,
          outcome: "pending" as const,
          not_before: new Date(c.leaseUntil),
          updated_at: new Date(c.attemptedAt),
        };
        await db
          .insertInto("recurring_charges")
          .values({ recurring_gift_id: c.recurringGiftId, due_date: c.date, last_error: null, ...values })
          .onConflict((oc) => oc.columns(["recurring_gift_id", "due_date"]).doUpdateSet(values))
          .execute();
        await markNextUnclaimed(db, c.recurringGiftId);
        break;
      }
      case "RecurringChargeSucceeded":
        await db
          .updateTable("recurring_charges")
          .set({ outcome: "succeeded", not_before: null, updated_at: new Date(event.data.succeededAt) })
          .where("recurring_gift_id", "=", event.data.recurringGiftId)
          .where("due_date", "=", event.data.date)
          .execute();
        break;
      case "RecurringChargeFailed": {
        const f = event.data;
        await db
          .updateTable("recurring_charges")
          .set({
            outcome: f.retryAt ? "failed" : "abandoned",
            not_before: f.retryAt ? new Date(f.retryAt) : null,
            last_error: f.reason,
            updated_at: new Date(f.failedAt),
          })
          .where("recurring_gift_id", "=", f.recurringGiftId)
          .where("due_date", "=", f.date)
          .execute();
        break;
      }
      case "RecurringGiftCancelled":
        await db
          .updateTable("recurring_gifts")
          .set({ status: "cancelled", cancelled_at: new Date(event.data.cancelledAt) })
          .where("recurring_gift_id", "=", event.data.recurringGiftId)
          .execute();
        break;
    }
  }
}

import { randomUUID } from "node:crypto";
import { ConcurrencyError, type CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import { type DuePassOptions, passOverDue } from "@mawid/service";
import type { PaymentsDatabase } from "../db/tables.ts";
import { receiveGift } from "../payment/complete-payment.ts";
import { handlePaymentCommand } from "../payment/handle.ts";
import type { RecurringCharger } from "./charger.ts";
import { chargeIds, chargeKey } from "./charge-ids.ts";
import { BATCH, type DueCharge, dueCharges } from "./due-charges.ts";
import { handleRecurringGiftCommand } from "./handle.ts";

/** How long a claimer may take to hear the provider before another pass resumes its attempt. */
const LEASE_MS = 10 * 60_000;

/**
 * Claims one date's charge: the claim (the gift's RecurringChargeAttempted) and the date's payment
 * (PaymentStarted, its id derived from the gift's and the date) commit together. Of two instances
 * the gift stream's version check lets one claim; the other decides again and finds it claimed.
 */
async function claim(db: Kysely<PaymentsDatabase>, due: DueCharge, now: Date, meta: CommandMeta) {
  const { paymentId, donationId } = chargeIds(due.recurring_gift_id, due.due_date);
  const handled = await handleRecurringGiftCommand(
    db,
    due.recurring_gift_id,
    {
      type: "AttemptCharge",
      date: due.due_date,
      paymentId,
      donationId,
      at: now.toISOString(),
      leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
    },
    meta,
    async (trx, { events, state }) => {
      const gift = state.gift!;
      if (!events.some((e) => e.type === "RecurringChargeAttempted")) return;
      await handlePaymentCommand(
        trx,
        paymentId,
        {
          type: "StartPayment",
          payment: {
            paymentId,
            organizationId: gift.organizationId,
            payerId: gift.donorId,
            orderId: null,
            donation: {
              donationId,
              amount: gift.amount,
              fund: gift.fund,
              recurring: null,
              anonymous: gift.anonymous,
              message: gift.message,
              giftAid: gift.giftAid,
            },
            amount: gift.amount,
            currency: gift.currency,
            breakdown: { tickets: 0, fees: 0, feesAbsorbed: 0 },
            provider: gift.provider,
            providerRef: null,
            // No page to pay on: the donor's own list of recurring gifts.
            url: "/donation",
            startedAt: now.toISOString(),
          },
        },
        meta,
      );
    },
  );
  const attempted = handled.events.find((e) => e.type === "RecurringChargeAttempted");
  return attempted ? { gift: handled.state.gift!, attempt: attempted.data.attempt, paymentId } : null;
}

/** What became of a due date: another pass had it, or this one claimed it and was paid or refused. */
type Charged = "not-claimed" | "paid" | "declined";

/** Charges one due date, if this pass wins its claim. */
async function chargeOne(
  db: Kysely<PaymentsDatabase>,
  charger: RecurringCharger,
  due: DueCharge,
  now: Date,
): Promise<Charged> {
  const meta: CommandMeta = { occurredAt: now, correlationId: randomUUID() };
  const claimed = await claim(db, due, now, meta);
  if (!claimed) return "not-claimed";
  const { gift, attempt, paymentId } = claimed;
  const result = await charger.charge({
    paymentId,
    recurringGiftId: gift.recurringGiftId,
    date: due.due_date,
    firstPaymentId: gift.firstPaymentId,
    amount: gift.amount,
    currency: gift.currency,
    description: `Donation (${gift.fund}), ${gift.recurring} ${due.due_date}`,
    idempotencyKey: chargeKey(gift.recurringGiftId, due.due_date, attempt),
  });
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (result.status === "succeeded") {
      await handlePaymentCommand(
        trx,
        paymentId,
        { type: "CompletePayment", providerRef: result.providerRef, at },
        meta,
        (inner, handled) => receiveGift(inner, handled, meta),
      );
      await handleRecurringGiftCommand(
        trx,
        gift.recurringGiftId,
        { type: "RecordChargeSucceeded", date: due.due_date, at },
        meta,
      );
    } else {
      await handlePaymentCommand(trx, paymentId, { type: "FailPayment", reason: result.reason, at }, meta);
      await handleRecurringGiftCommand(
        trx,
        gift.recurringGiftId,
        {
          type: "RecordChargeFailed",
          date: due.due_date,
          reason: result.reason,
          authenticationRequired: result.authenticationRequired,
          at,
        },
        meta,
      );
    }
  });
  return result.status === "succeeded" ? "paid" : "declined";
}

/** Gifts charged side by side: each charge waits on the provider, not on this process. */
const CONCURRENT_GIFTS = 8;

/** `batch`: due dates read at a time (due-charges.ts). */
export interface PassOptions extends DuePassOptions {
  concurrency?: number;
}

/**
 * One pass of the scheduler at `now`: every due date of every active recurring gift is charged
 * once, a batch of dates after another until none is left, the gifts of a batch side by side (on the
 * last ten nights a masjid's donors all come due the same evening, and one at a time, at the
 * provider's half a second a charge, a few thousand would still be waiting at dawn); a gift's own
 * dates go in turn, since each claim moves its one stream. Every instance may run it, and a
 * restarted one picks up a claim whose lease ran out with the same attempt (the provider's
 * idempotency key makes that one charge); a claim another instance won is not a failure. The clock
 * moves on from `now` as the pass goes, so a lease taken late in a long pass still lasts its ten
 * minutes. Returns the dates paid.
 */
export async function chargeDueGifts(
  db: Kysely<PaymentsDatabase>,
  charger: RecurringCharger,
  now: Date,
  options: PassOptions = {},
): Promise<number> {
  const started = performance.now();
  const clock = () => new Date(now.getTime() + (performance.now() - started));
  let paid = 0;
  await passOverDue(
    {
      batch: BATCH,
      due: (limit) => dueCharges(db, charger.provider, clock(), limit),
      moveOn: async (date) => {
        const charged = await chargeOne(db, charger, date, clock());
        if (charged === "paid") paid++;
        return charged !== "not-claimed";
      },
      concurrency: options.concurrency ?? CONCURRENT_GIFTS,
      inTurn: (date) => date.recurring_gift_id,
      lost: (error) => error instanceof ConcurrencyError,
      failed: "recurring charges failed",
    },
    options,
  );
  return paid;
}

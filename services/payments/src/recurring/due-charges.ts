import type { Kysely } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";
import type { RecurringCharger } from "./charger.ts";

/** Due dates read at a time. */
export const BATCH = 100;

export interface DueCharge {
  recurring_gift_id: string;
  due_date: string;
}

/** Dates come due at the start of their UTC day. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/** Active gifts with a date come due and not yet claimed, the longest-due first (migration 010's index). */
export function giftsWithUnclaimedDates(
  db: Kysely<PaymentsDatabase>,
  provider: RecurringCharger["provider"],
  now: Date,
  limit = BATCH,
) {
  return db
    .selectFrom("recurring_gifts")
    .select(["recurring_gift_id", "dates"])
    .where("status", "=", "active")
    .where("provider", "=", provider)
    .where("next_unclaimed", "is not", null)
    .where("next_unclaimed", "<=", today(now))
    .orderBy("next_unclaimed")
    .limit(limit);
}

/** Active gifts with a claimed charge whose retry time or claimer's lease has come (migration 010's index). */
export function giftsWithChargesToResume(
  db: Kysely<PaymentsDatabase>,
  provider: RecurringCharger["provider"],
  now: Date,
  limit = BATCH,
) {
  return db
    .selectFrom("recurring_charges as c")
    .innerJoin("recurring_gifts as g", "g.recurring_gift_id", "c.recurring_gift_id")
    .select(["c.recurring_gift_id", "g.dates"])
    .where("c.outcome", "in", ["pending", "failed"])
    .where("c.not_before", "<=", now)
    .where("g.status", "=", "active")
    .where("g.provider", "=", provider)
    .orderBy("c.not_before")
    .limit(limit);
}

/**
 * Active gifts' dates that are due and not yet claimed, and claimed ones whose lease or retry time
 * has come, the earliest first, at most `limit`; the decider has the last word on each.
 */
export async function dueCharges(
  db: Kysely<PaymentsDatabase>,
  provider: RecurringCharger["provider"],
  now: Date,
  limit = BATCH,
): Promise<DueCharge[]> {
  const day = today(now);
  const [unclaimed, resumed] = await Promise.all([
    giftsWithUnclaimedDates(db, provider, now, limit).execute(),
    giftsWithChargesToResume(db, provider, now, limit).execute(),
  ]);
  // a gift with several charges to resume comes back once for each
  const gifts = [...new Map([...unclaimed, ...resumed].map((g) => [g.recurring_gift_id, g])).values()];
  if (gifts.length === 0) return [];
  const charges = await db
    .selectFrom("recurring_charges")
    .select(["recurring_gift_id", "due_date", "outcome", "not_before"])
    .where(
      "recurring_gift_id",
      "in",
      gifts.map((g) => g.recurring_gift_id),
    )
    .execute();
  const claimed = new Map(charges.map((c) => [`${c.recurring_gift_id}/${c.due_date}`, c]));
  const due: DueCharge[] = [];
  for (const gift of gifts) {
    for (const date of gift.dates) {
      if (date > day) break;
      const charge = claimed.get(`${gift.recurring_gift_id}/${date}`);
      const open = charge?.outcome === "pending" || charge?.outcome === "failed";
      if (!charge || (open && charge.not_before !== null && charge.not_before <= now))
        due.push({ recurring_gift_id: gift.recurring_gift_id, due_date: date });
    }
  }
  return due.sort((a, b) => a.due_date.localeCompare(b.due_date)).slice(0, limit);
}

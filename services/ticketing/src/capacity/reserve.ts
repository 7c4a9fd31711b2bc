import type { TReservation } from "@mawid/contracts/ticketing";
import { sql, type Transaction } from "kysely";
import { AddOnSoldOutError, PromoCodeUsedUpError, SoldOutError } from "../errors.ts";
import { quotaIds } from "./quota-ids.ts";

const quotas = sql.id("ticketing", "quotas");

/** What the buyer is told when a quota is full: seats, an add-on's stock or a promo code's uses. */
function fullError(quotaId: string): Error {
  if (quotaId.startsWith(quotaIds.promoCode(""))) return new PromoCodeUsedUpError();
  if (quotaId.startsWith(quotaIds.addOn(""))) return new AddOnSoldOutError();
  return new SoldOutError();
}

/**
 * Takes the seats in each quota, in quota id order so that two orders touching the same quotas lock
 * them in the same order and cannot deadlock. The conditional update is the only capacity check that
 * counts: a row updated means the seats were there under its lock. `column` is where they go: held
 * by a new order, sold by a payment that arrives after its hold expired.
 */
export async function reserveSeats(
  trx: Transaction<unknown>,
  reservations: readonly TReservation[],
  column: "held" | "sold",
): Promise<void> {
  const sorted = [...reservations].sort((a, b) => (a.quotaId < b.quotaId ? -1 : 1));
  for (const { quotaId, seats } of sorted) {
    const { rows } = await sql`
      UPDATE ${quotas} SET ${sql.ref(column)} = ${sql.ref(column)} + ${seats}
      WHERE quota_id = ${quotaId} AND (capacity IS NULL OR held + sold + ${seats} <= capacity)
      RETURNING 1`.execute(trx);
    if (rows.length === 0) throw fullError(quotaId);
  }
}

/** Held seats become sold (paid) or free again (expired, cancelled); no capacity check is needed. */
export async function settleSeats(
  trx: Transaction<unknown>,
  reservations: readonly TReservation[],
  outcome: "sold" | "released",
): Promise<void> {
  const sorted = [...reservations].sort((a, b) => (a.quotaId < b.quotaId ? -1 : 1));
  for (const { quotaId, seats } of sorted) {
    const sold = outcome === "sold" ? seats : 0;
    await sql`
      UPDATE ${quotas} SET held = held - ${seats}, sold = sold + ${sold}
      WHERE quota_id = ${quotaId}`.execute(trx);
  }
}

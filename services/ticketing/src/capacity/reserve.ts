import type { TReservation } from "@mawid/contracts/ticketing";
import { executeAndCommit, sqlLiteral } from "@mawid/eventstore";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { ticketingDb } from "../db/tables.ts";
import type { QuotasTable } from "../db/tables/quotas.ts";
import { AddOnSoldOutError, PromoCodeUsedUpError, SoldOutError } from "../errors.ts";
import { quotaIds } from "./quota-ids.ts";

const quotas = sql.id("ticketing", "quotas");
/** The SQLSTATE of ticketing.reserve_seats when a quota has too few seats; its DETAIL names the quota. */
const QUOTA_FULL = "MWQ01";

/** What the buyer is told when a quota is full: seats, an add-on's stock or a promo code's uses. */
export function fullError(quotaId: string): Error {
  if (quotaId.startsWith(quotaIds.promoCode(""))) return new PromoCodeUsedUpError();
  if (quotaId.startsWith(quotaIds.addOn(""))) return new AddOnSoldOutError();
  return new SoldOutError();
}

function asFullError(error: unknown): unknown {
  const e = error as { code?: string; detail?: string };
  return e.code === QUOTA_FULL && e.detail ? fullError(e.detail) : error;
}

/** In quota id order, so that two orders touching the same quotas lock them in one order and cannot deadlock. */
export const inLockOrder = (reservations: readonly TReservation[]) =>
  [...reservations].sort((a, b) => (a.quotaId < b.quotaId ? -1 : 1));

/**
 * Locks the quotas at once, in the quota id order every reservation takes them, and reads their
 * counters: whoever then reserves in them has them all, and no quota is taken out of order.
 */
export async function lockQuotas<Tables>(
  trx: Kysely<Tables>,
  quotaIds: readonly string[],
): Promise<Pick<Selectable<QuotasTable>, "quota_id" | "capacity" | "held" | "sold">[]> {
  if (quotaIds.length === 0) return [];
  return ticketingDb(trx as Kysely<unknown>)
    .selectFrom("quotas")
    .select(["quota_id", "capacity", "held", "sold"])
    .where("quota_id", "in", quotaIds)
    .orderBy(sql`quota_id COLLATE "C"`)
    .forUpdate()
    .execute();
}

/**
 * Takes the seats in each quota (ticketing.reserve_seats, in quota id order). Its conditional update is
 * the only capacity check that counts: a row updated means the seats were there under its lock.
 * `column` is where they go: held by a new order, sold by a payment that arrives after its hold expired.
 */
export async function reserveSeats(
  trx: Transaction<unknown>,
  reservations: readonly TReservation[],
  column: "held" | "sold",
): Promise<void> {
  const sorted = inLockOrder(reservations);
  await sql`SELECT ticketing.reserve_seats(${sorted.map((r) => r.quotaId)}::text[], ${sorted.map((r) => r.seats)}::integer[], ${column === "sold"})`
    .execute(trx)
    .catch((error: unknown) => {
      throw asFullError(error);
    });
}

/**
 * A new order's hold, as its transaction's last statement, sent with the COMMIT (executeAndCommit): the
 * quota rows every buyer of the event waits on are locked only while PostgreSQL runs the two.
 */
export async function holdSeatsAndCommit(
  trx: Transaction<unknown>,
  reservations: readonly TReservation[],
): Promise<void> {
  const sorted = inLockOrder(reservations);
  const ids = sqlLiteral(sorted.map((r) => r.quotaId));
  const seats = sqlLiteral(sorted.map((r) => r.seats));
  await executeAndCommit(
    trx,
    `SELECT ticketing.reserve_seats(${ids}::text[], ${seats}::integer[], false)`,
  ).catch((error: unknown) => {
    throw asFullError(error);
  });
}

/** Held seats become sold (paid) or free again (expired, cancelled); no capacity check is needed. */
export async function settleSeats(
  trx: Transaction<unknown>,
  reservations: readonly TReservation[],
  outcome: "sold" | "released",
): Promise<void> {
  const sorted = inLockOrder(reservations);
  for (const { quotaId, seats } of sorted) {
    const sold = outcome === "sold" ? seats : 0;
    await sql`
      UPDATE ${quotas} SET held = held - ${seats}, sold = sold + ${sold}
      WHERE quota_id = ${quotaId}`.execute(trx);
  }
}

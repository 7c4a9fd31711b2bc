import { TicketingOrderStream } from "@mawid/contracts/ticketing";
import { appendOneEach, checkRegistered, type CommandMeta } from "@mawid/eventstore";
import { Coalescer } from "@mawid/service";
import { type Kysely, sql } from "kysely";
import { fullError, holdSeatsAndCommit, inLockOrder, lockQuotas } from "../../capacity/reserve.ts";
import { ticketingDb, type TicketingDatabase } from "../../db/tables.ts";
import { orderRow } from "../project.ts";
import type { OrderCommand } from "../decider.ts";
import { handleOrderPlacement } from "../handle.ts";
import { isKeyTaken, recordKey } from "../idempotency.ts";
import { evolveOrder, initialOrderState, type OrderEvent, type OrderRecord } from "../state.ts";

/** A new order, decided: its one OrderPlaced, and the request's key if it has one. */
export interface Placement {
  /** For the one-order path, which decides it again in its transaction. */
  command: Extract<OrderCommand, { type: "PlaceOrder" }>;
  placed: Extract<OrderEvent, { type: "OrderPlaced" }>;
  buyerId: string;
  key: string | undefined;
  requestHash: string;
  meta: CommandMeta;
}

/** What became of a placement: its order, a refusal (SOLD_OUT and kin), or its key taken by another request. */
export type PlacementOutcome = OrderRecord | Error | typeof KEY_TAKEN;

export const KEY_TAKEN = Symbol("key taken");

const byBuyerAndKey = (a: Placement, b: Placement) => {
  const [x, y] = [`${a.buyerId} ${a.key}`, `${b.buyerId} ${b.key}`];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Seats per quota, summed over the orders that take them. */
function totals(placements: readonly Placement[]) {
  const seats = new Map<string, number>();
  for (const p of placements)
    for (const r of p.placed.data.reservations) seats.set(r.quotaId, (seats.get(r.quotaId) ?? 0) + r.seats);
  return [...seats].map(([quotaId, n]) => ({ quotaId, seats: n }));
}

/**
 * Many new orders in ONE transaction: their keys, then their quotas locked (in quota id order, as every
 * reservation takes them) and each order, in the order they came, held if its seats are still there,
 * refused with its quota's error if not; the held ones' events, outbox and order rows, and last the
 * quotas' counters, sent with the COMMIT. An on-sale's buyers so pay a few round trips between them
 * instead of six each, and the quota rows are locked once for them all. The conditional update in
 * ticketing.reserve_seats checks the sums again: it is still the check that counts.
 */
export async function placeMany(
  db: Kysely<TicketingDatabase>,
  placements: readonly Placement[],
): Promise<PlacementOutcome[]> {
  const outcomes = new Map<Placement, PlacementOutcome>();
  await (db as Kysely<unknown>).transaction().execute(async (trx) => {
    // In one order across batches, so two batches inserting the same keys cannot wait on each other.
    const keyed = placements.filter((p) => p.key !== undefined).sort(byBuyerAndKey);
    const recorded = new Set<string>();
    if (keyed.length > 0) {
      const { rows } = await sql<{ order_id: string }>`
        INSERT INTO ticketing.order_idempotency_keys (buyer_id, key, request_hash, order_id)
        SELECT * FROM unnest(${keyed.map((p) => p.buyerId)}::uuid[], ${keyed.map((p) => p.key)}::text[],
          ${keyed.map((p) => p.requestHash)}::text[], ${keyed.map((p) => p.placed.data.orderId)}::uuid[])
        ON CONFLICT DO NOTHING RETURNING order_id`.execute(trx);
      for (const r of rows) recorded.add(r.order_id);
    }
    const contenders = placements.filter((p) => {
      if (p.key === undefined || recorded.has(p.placed.data.orderId)) return true;
      outcomes.set(p, KEY_TAKEN);
      return false;
    });
    const quotaIds = [
      ...new Set(contenders.flatMap((p) => p.placed.data.reservations.map((r) => r.quotaId))),
    ];
    const quotas = await lockQuotas(trx, quotaIds);
    const left = new Map(
      quotas.map((q) => [
        q.quota_id,
        q.capacity === null ? Number.POSITIVE_INFINITY : q.capacity - q.held - q.sold,
      ]),
    );
    const held: Placement[] = [];
    const refused: Placement[] = [];
    for (const p of contenders) {
      const reservations = inLockOrder(p.placed.data.reservations);
      const full = reservations.find((r) => !((left.get(r.quotaId) ?? 0) >= r.seats));
      if (full) {
        outcomes.set(p, fullError(full.quotaId));
        refused.push(p);
        continue;
      }
      for (const r of reservations) left.set(r.quotaId, left.get(r.quotaId)! - r.seats);
      held.push(p);
    }
    // A refused order's key goes with it: the same request again is decided again.
    const refusedKeys = refused.filter((p) => p.key !== undefined).map((p) => p.placed.data.orderId);
    if (refusedKeys.length > 0)
      await sql`DELETE FROM ticketing.order_idempotency_keys WHERE order_id = any(${refusedKeys}::uuid[])`.execute(
        trx,
      );
    if (held.length === 0) return;
    checkRegistered(
      TicketingOrderStream,
      held.map((p) => p.placed),
    );
    await appendOneEach(
      trx,
      "ticketing",
      held.map((p) => ({
        streamType: TicketingOrderStream.streamType,
        streamId: p.placed.data.orderId,
        expectedVersion: "no_stream" as const,
        events: [p.placed],
        meta: p.meta,
      })),
    );
    const orders = held.map((p) => evolveOrder(initialOrderState, p.placed).order!);
    await ticketingDb(trx)
      .insertInto("orders")
      .values(orders.map((o) => orderRow(o.orderId, o)))
      .execute();
    for (const [i, p] of held.entries()) outcomes.set(p, orders[i]!);
    await holdSeatsAndCommit(trx, totals(held));
  });
  return placements.map((p) => outcomes.get(p)!);
}

/**
 * One new order in a transaction of its own, decided again in it (handleOrderPlacement): a free order
 * (placed and paid at once), or each order of a batch whose transaction failed. The key first: a second
 * request with it waits there and fails before reserving anything; the hold goes last, with the COMMIT.
 */
export async function placeAlone(
  db: Kysely<TicketingDatabase>,
  placement: Placement,
): Promise<PlacementOutcome> {
  const { command, buyerId, key, requestHash, meta } = placement;
  try {
    const { state } = await db.transaction().execute(async (trx) => {
      if (key !== undefined)
        await recordKey(trx, { buyerId, key, hash: requestHash, orderId: command.orderId });
      return handleOrderPlacement(trx, command.orderId, command, meta);
    });
    return state.order!;
  } catch (error) {
    if (key !== undefined && isKeyTaken(error)) return KEY_TAKEN;
    throw error;
  }
}

/**
 * Places new orders: those waiting at once share a transaction (placeMany); when that transaction
 * fails as a whole, each goes again alone, so one order's fault stays its own.
 */
export function orderPlacements(
  db: Kysely<TicketingDatabase>,
): (placement: Placement) => Promise<PlacementOutcome> {
  const placements = new Coalescer<Placement, PlacementOutcome>({
    many: (batch) => placeMany(db, batch),
    one: (placement) => placeAlone(db, placement),
    maxInFlight: 2,
    maxPerStatement: 100,
  });
  return (placement) => placements.run(placement);
}

import { randomUUID } from "node:crypto";
import { topicOf } from "@mawid/contracts/platform";
import { TicketingOrderStream } from "@mawid/contracts/ticketing";
import { type CommandMeta, checkRegistered, countAppends, sharedEnvelope } from "@mawid/eventstore";
import { Coalescer } from "@mawid/service";
import { type Kysely, sql } from "kysely";
import { fullError, inLockOrder } from "../../capacity/reserve.ts";
import type { TicketingDatabase } from "../../db/tables.ts";
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

/** The outcome place_orders gives an order: placed, its key taken, or the quota that was full. */
type PlaceOutcome = "placed" | "key_taken" | `full:${string}`;

/**
 * Many new orders in ONE statement, so one round trip and one transaction (ticketing.place_orders,
 * migration 011): their keys; their quotas locked (in quota id order, as every reservation takes
 * them) and each order, in the order they came, held if its seats are still there, refused with its
 * quota's error if not; the held ones' events, outbox and order rows; last the quotas' counters, whose
 * conditional update in ticketing.reserve_seats is still the check that counts. The quota rows, which
 * every buyer of the event waits on, are locked only while PostgreSQL runs it.
 */
export async function placeMany(
  db: Kysely<TicketingDatabase>,
  placements: readonly Placement[],
): Promise<PlacementOutcome[]> {
  checkRegistered(
    TicketingOrderStream,
    placements.map((p) => p.placed),
  );
  const streamType = TicketingOrderStream.streamType;
  const topic = topicOf(streamType);
  // In one order across batches, so two batches inserting the same keys cannot wait on each other.
  const keys = placements
    .filter((p) => p.key !== undefined)
    .sort(byBuyerAndKey)
    .map((p) => ({
      buyer_id: p.buyerId,
      key: p.key,
      request_hash: p.requestHash,
      order_id: p.placed.data.orderId,
    }));
  const orders = placements.map((p) => evolveOrder(initialOrderState, p.placed).order!);
  const events = placements.map((p) => ({
    id: randomUUID(),
    envelope: sharedEnvelope(streamType, p.placed.data.orderId, p.meta),
  }));
  const argument = {
    keys,
    orders: placements.map((p, i) => ({
      ...orderRow(p.placed.data.orderId, orders[i]!),
      state: orders[i]!,
      has_key: p.key !== undefined,
      id: events[i]!.id,
      stream_type: streamType,
      type: p.placed.type,
      version: p.placed.version,
      data: p.placed.data,
      topic,
      envelope: events[i]!.envelope,
    })),
    reservations: placements.flatMap((p, i) =>
      inLockOrder(p.placed.data.reservations).map((r) => ({ o: i + 1, quota_id: r.quotaId, seats: r.seats })),
    ),
  };
  const started = performance.now();
  const { rows } = await sql<{ outcomes: PlaceOutcome[] }>`
    SELECT ticketing.place_orders(${JSON.stringify(argument)}::jsonb) AS outcomes`
    .execute(db)
    .catch((error: unknown) => {
      countAppends("ticketing", streamType, "failed");
      throw error;
    });
  const outcomes = rows[0]!.outcomes;
  const placed = outcomes.filter((o) => o === "placed").length;
  if (placed > 0)
    countAppends("ticketing", streamType, "appended", placed, (performance.now() - started) / 1000 / placed);
  return outcomes.map((outcome, i) => {
    if (outcome === "placed") return orders[i]!;
    if (outcome === "key_taken") return KEY_TAKEN;
    return fullError(outcome.slice("full:".length));
  });
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

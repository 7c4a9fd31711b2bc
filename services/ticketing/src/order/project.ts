import type { TReservation } from "@mawid/contracts/ticketing";
import type { Projection } from "@mawid/eventstore";
import type { Transaction } from "kysely";
import { holdSeatsAndCommit, reserveSeats, settleSeats } from "../capacity/reserve.ts";
import { ticketingDb } from "../db/tables.ts";
import { releaseSoldSeats } from "./refund-order/release-seats.ts";
import {
  evolveOrder,
  initialOrderState,
  type OrderEvent,
  type OrderRecord,
  type OrderState,
} from "./state.ts";

async function moveSeats(
  trx: Transaction<unknown>,
  event: OrderEvent,
  reservations: readonly TReservation[],
) {
  switch (event.type) {
    case "OrderPlaced":
      return reserveSeats(trx, event.data.reservations, "held");
    case "OrderPaid":
      return event.data.reReserved
        ? reserveSeats(trx, reservations, "sold")
        : settleSeats(trx, reservations, "sold");
    case "OrderExpired":
    case "OrderCancelled":
      return settleSeats(trx, reservations, "released");
    case "OrderRefunded":
      return releaseSoldSeats(trx, event.data.releases);
  }
}

/** The orders read model's row of an order. */
export function orderRow(orderId: string, order: OrderRecord) {
  return {
    order_id: orderId,
    event_id: order.eventId,
    buyer_id: order.buyerId,
    status: order.status,
    expires_at: new Date(order.expiresAt),
    state: JSON.stringify(order),
  };
}

/**
 * The quotas' counters and the orders read model, in the append's transaction: an order's events and
 * the seats they take or give back commit together, and a reservation that does not fit aborts both.
 * With `commitLast`, a new order's hold, when it is the last move, is sent with the transaction's
 * COMMIT (holdSeatsAndCommit), so the transaction must end there.
 */
function ordersProjection(commitLast: boolean): Projection<OrderEvent> {
  return async (trx, events) => {
    const db = ticketingDb(trx);
    const states = new Map<string, OrderState>();
    const moves: [OrderEvent, readonly TReservation[]][] = [];
    for (const event of events) {
      const id = event.data.orderId;
      let state = states.get(id);
      if (!state && event.type !== "OrderPlaced") {
        const row = await db
          .selectFrom("orders")
          .select("state")
          .where("order_id", "=", id)
          .executeTakeFirst();
        state = row ? { order: row.state } : initialOrderState;
      }
      moves.push([event, state?.order?.reservations ?? []]);
      states.set(id, evolveOrder(state ?? initialOrderState, event));
    }
    for (const [id, { order }] of states) {
      if (!order) continue;
      const { order_id, event_id, buyer_id, ...row } = orderRow(id, order);
      await db
        .insertInto("orders")
        .values({ order_id, event_id, buyer_id, ...row })
        .onConflict((oc) => oc.column("order_id").doUpdateSet(row))
        .execute();
    }
    // Last, so the quota rows, which every buyer of the event waits on, stay locked as briefly as can be.
    for (const [i, [event, reservations]] of moves.entries()) {
      if (commitLast && i === moves.length - 1 && event.type === "OrderPlaced")
        await holdSeatsAndCommit(trx, event.data.reservations);
      else await moveSeats(trx, event, reservations);
    }
  };
}

export const projectOrders = ordersProjection(false);

/** For a placement its transaction ends with: the hold goes with the COMMIT. */
export const projectOrdersThenCommit = ordersProjection(true);

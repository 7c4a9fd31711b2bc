import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { handleOrderCommand } from "./handle.ts";

/** Due orders read at a time. */
const BATCH = 200;

/**
 * Expires unpaid orders whose hold has run out, giving their seats back: batch after batch until none
 * is due, so the abandoned holds of an on-sale (thousands, all made within a minute) are back on sale
 * within the pass, not a batch every few seconds. Every instance may run it, and a restarted one picks
 * up where a killed one stopped: the decider does nothing to an order that moved on, and the stream's
 * version check lets only one of two racing instances append. Returns the orders it expired.
 */
export async function expireDueOrders(
  db: Kysely<TicketingDatabase>,
  now: Date,
  batch = BATCH,
): Promise<number> {
  const at = now.toISOString();
  const failures: unknown[] = [];
  let expired = 0;
  for (;;) {
    const due = await db
      .selectFrom("orders")
      .select("order_id")
      .where("status", "=", "pending")
      .where("expires_at", "<=", now)
      .orderBy("expires_at")
      .limit(batch)
      .execute();
    let moved = 0;
    for (const { order_id } of due) {
      await handleOrderCommand(
        db,
        order_id,
        { type: "ExpireOrder", at },
        { occurredAt: now, correlationId: randomUUID() },
      ).then(
        (handled) => {
          if (handled.events.length > 0) moved++;
        },
        (error: unknown) => failures.push(error),
      );
    }
    expired += moved;
    // A short batch was the last; one that moved no order, or failed, is left to the next pass.
    if (due.length < batch || moved === 0 || failures.length > 0) break;
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} orders failed to expire`);
  return expired;
}

import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type DuePassOptions, passOverDue } from "@mawid/service";
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
export function expireDueOrders(
  db: Kysely<TicketingDatabase>,
  now: Date,
  options: DuePassOptions = {},
): Promise<number> {
  const at = now.toISOString();
  return passOverDue(
    {
      batch: BATCH,
      due: (limit) =>
        db
          .selectFrom("orders")
          .select("order_id")
          .where("status", "=", "pending")
          .where("expires_at", "<=", now)
          .orderBy("expires_at")
          .limit(limit)
          .execute(),
      moveOn: async ({ order_id }) => {
        const handled = await handleOrderCommand(
          db,
          order_id,
          { type: "ExpireOrder", at },
          { occurredAt: now, correlationId: randomUUID() },
        );
        return handled.events.length > 0;
      },
      failed: "orders failed to expire",
    },
    options,
  );
}

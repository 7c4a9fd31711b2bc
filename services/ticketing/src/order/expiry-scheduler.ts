import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { TicketingDatabase } from "../db/tables.ts";
import { handleOrderCommand } from "./handle.ts";

const BATCH = 200;

/**
 * Expires unpaid orders whose hold has run out, giving their seats back. Every instance may run it,
 * and a restarted one picks up where a killed one stopped: the decider does nothing to an order that
 * moved on, and the stream's version check lets only one of two racing instances append.
 */
export async function expireDueOrders(db: Kysely<TicketingDatabase>, now: Date): Promise<number> {
  const due = await db
    .selectFrom("orders")
    .select("order_id")
    .where("status", "=", "pending")
    .where("expires_at", "<=", now)
    .orderBy("expires_at")
    .limit(BATCH)
    .execute();
  const at = now.toISOString();
  const failures: unknown[] = [];
  for (const { order_id } of due) {
    await handleOrderCommand(
      db,
      order_id,
      { type: "ExpireOrder", at },
      { occurredAt: now, correlationId: randomUUID() },
    ).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} orders failed to expire`);
  return due.length;
}

export function scheduleOrderExpiry(
  app: FastifyInstance,
  db: Kysely<TicketingDatabase>,
  everyMs: number,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDueOrders(db, new Date())
      .catch((error: unknown) => app.log.warn({ err: error }, "expiring orders failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

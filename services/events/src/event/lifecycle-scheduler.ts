import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { EventsDatabase } from "../db/tables.ts";
import type { EventCommand } from "./decider.ts";
import { handleEventCommand } from "./handle.ts";

const EVERY_MS = 60_000;
const BATCH = 100;

/**
 * Publishes approved events whose publish time has come and completes published events that have
 * ended. Every instance may run it: the decider does nothing to an event already moved on, and the
 * stream's version check lets only one of two racing instances append.
 */
export async function runScheduledTransitions(db: Kysely<EventsDatabase>, now: Date): Promise<number> {
  const due = await db
    .selectFrom("event_details")
    .select(["id", "status"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "approved"), eb("publish_at", "<=", now)]),
        eb.and([eb("status", "=", "published"), eb("ends_at", "<=", now)]),
      ]),
    )
    .limit(BATCH)
    .execute();
  const at = now.toISOString();
  const failures: unknown[] = [];
  // One event that keeps failing must not hold back the others behind it.
  for (const { id, status } of due) {
    const command: EventCommand =
      status === "approved" ? { type: "PublishEvent", at } : { type: "CompleteEvent", at };
    await handleEventCommand(db, id, command, { occurredAt: now, correlationId: randomUUID() }).catch(
      (error: unknown) => failures.push(error),
    );
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} scheduled transitions failed`);
  return due.length;
}

export function scheduleLifecycle(app: FastifyInstance, db: Kysely<EventsDatabase>): void {
  const timer = setInterval(() => {
    runScheduledTransitions(db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, "scheduled event transitions failed"),
    );
  }, EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

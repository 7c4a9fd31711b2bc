import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { EventsDatabase } from "../db/tables.ts";
import type { EventCommand } from "./decider.ts";
import { handleEventCommand } from "./handle.ts";

/** Due events read at a time. */
const BATCH = 100;

/**
 * Publishes approved events whose publish time has come and completes published events that have
 * ended, batch after batch until none is due (a season's programme scheduled for one moment, or a
 * weekend's events ending together, would otherwise wait a minute a hundred). Every instance may
 * run it: the decider does nothing to an event already moved on, and the stream's version check lets
 * only one of two racing instances append. Returns the events it moved on.
 */
export async function runScheduledTransitions(
  db: Kysely<EventsDatabase>,
  now: Date,
  batch = BATCH,
): Promise<number> {
  const at = now.toISOString();
  const failures: unknown[] = [];
  let done = 0;
  for (;;) {
    const due = await db
      .selectFrom("event_details")
      .select(["id", "status"])
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "approved"), eb("publish_at", "<=", now)]),
          eb.and([eb("status", "=", "published"), eb("ends_at", "<=", now)]),
        ]),
      )
      .limit(batch)
      .execute();
    let moved = 0;
    // One event that keeps failing must not hold back the others behind it.
    for (const { id, status } of due) {
      const command: EventCommand =
        status === "approved" ? { type: "PublishEvent", at } : { type: "CompleteEvent", at };
      await handleEventCommand(db, id, command, { occurredAt: now, correlationId: randomUUID() }).then(
        (handled) => {
          if (handled.events.length > 0) moved++;
        },
        (error: unknown) => failures.push(error),
      );
    }
    done += moved;
    // A short batch was the last; one that moved nothing, or failed, is left to the next pass.
    if (due.length < batch || moved === 0 || failures.length > 0) break;
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} scheduled transitions failed`);
  return done;
}

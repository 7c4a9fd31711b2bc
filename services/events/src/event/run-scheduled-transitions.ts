import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type DuePassOptions, passOverDue } from "@mawid/service";
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
export function runScheduledTransitions(
  db: Kysely<EventsDatabase>,
  now: Date,
  options: DuePassOptions = {},
): Promise<number> {
  const at = now.toISOString();
  return passOverDue(
    {
      batch: BATCH,
      due: (limit) =>
        db
          .selectFrom("event_details")
          .select(["id", "status"])
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "approved"), eb("publish_at", "<=", now)]),
              eb.and([eb("status", "=", "published"), eb("ends_at", "<=", now)]),
            ]),
          )
          .limit(limit)
          .execute(),
      moveOn: async ({ id, status }) => {
        const command: EventCommand =
          status === "approved" ? { type: "PublishEvent", at } : { type: "CompleteEvent", at };
        const handled = await handleEventCommand(db, id, command, {
          occurredAt: now,
          correlationId: randomUUID(),
        });
        return handled.events.length > 0;
      },
      failed: "scheduled transitions failed",
    },
    options,
  );
}

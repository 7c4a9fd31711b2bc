import type { Transaction } from "kysely";
import { IdentityOrganizationStream, IdentityUserStream } from "@mawid/contracts/identity";
import { type EventMeta, on } from "@mawid/bus";
import { type ConsumerDefinition, defineConsumer } from "@mawid/service";
import { analyticsDb } from "../db/tables.ts";

/** The streams whose every event the platform counts. */
const COUNTED_STREAMS = [IdentityUserStream, IdentityOrganizationStream];

/**
 * Counts every event of identity's users and organisations by topic and type. The inbox row that
 * makes this idempotent commits in the same transaction (the consumer runner owns it).
 */
async function countPlatformEvent(trx: Transaction<unknown>, meta: EventMeta, schema: string): Promise<void> {
  const occurredAt = new Date(meta.occurredAt);
  await analyticsDb(trx, schema)
    .insertInto("platform_event_counts")
    .values({ topic: meta.topic, event_type: meta.type, count: 1, last_occurred_at: occurredAt })
    .onConflict((oc) =>
      oc.columns(["topic", "event_type"]).doUpdateSet((eb) => ({
        count: eb("platform_event_counts.count", "+", 1),
        last_occurred_at: eb.fn("greatest", ["platform_event_counts.last_occurred_at", eb.val(occurredAt)]),
      })),
    )
    .execute();
}

export function countPlatformEventsConsumer(schema: string): ConsumerDefinition {
  const count = (trx: Transaction<unknown>, _data: unknown, meta: EventMeta) =>
    countPlatformEvent(trx, meta, schema);
  return defineConsumer(
    "analytics.platform-counts",
    COUNTED_STREAMS.flatMap((stream) => stream.events.map((definition) => on(definition, count))),
  );
}

import type { Kysely, Transaction } from "kysely";
import type { DeliveredMessage } from "@mawid/bus";
import type { ConsumerDefinition } from "@mawid/service";
import { analyticsDb } from "../db/tables.ts";

export const PLATFORM_COUNT_TOPICS = ["identity.user.v1", "identity.organization.v1"];

/**
 * Counts every event of identity's users and organisations by type. The inbox row that makes this
 * idempotent commits in the same transaction (the consumer runner owns it).
 */
export async function countPlatformEvent(
  trx: Transaction<unknown> | Kysely<unknown>,
  message: DeliveredMessage,
  schema = "analytics",
): Promise<void> {
  const occurredAt = new Date(message.envelope.occurredAt);
  await analyticsDb(trx, schema)
    .insertInto("platform_event_counts")
    .values({
      topic: message.topic,
      event_type: message.envelope.type,
      count: 1,
      last_occurred_at: occurredAt,
    })
    .onConflict((oc) =>
      oc.columns(["topic", "event_type"]).doUpdateSet((eb) => ({
        count: eb("platform_event_counts.count", "+", 1),
        last_occurred_at: eb.fn("greatest", ["platform_event_counts.last_occurred_at", eb.val(occurredAt)]),
      })),
    )
    .execute();
}

export function countPlatformEventsConsumer(schema: string): ConsumerDefinition {
  return {
    group: "analytics.platform-counts",
    topics: PLATFORM_COUNT_TOPICS,
    handle: (trx, message) => countPlatformEvent(trx, message, schema),
  };
}

import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { Registry } from "prom-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import {
  appendToStream,
  ConcurrencyError,
  createDatabase,
  eventStoreMetrics,
  measureEventStore,
  migrateEventStore,
  readStream,
} from "./index.ts";

const schema = "store_metrics";
let tdb: TestDatabase;
let db: Kysely<unknown>;
const registry = new Registry();

const append = (on: string, streamId: string, events: number, expectedVersion: "no_stream" | number) =>
  appendToStream(db, on, {
    streamType: "test.order",
    streamId,
    expectedVersion,
    events: Array.from({ length: events }, (_, n) => ({ type: "OrderPlaced", data: { n } })),
    meta: { occurredAt: new Date(), correlationId: randomUUID() },
  });

/** The value of one series as /metrics would show it, 0 when it has none yet. */
async function seriesValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  const { values } = await metric.get();
  const found = values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return found?.value ?? 0;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createDatabase({ url: tdb.url, max: 4 });
  await migrateEventStore(db, schema);
  const metrics = eventStoreMetrics({ registry, prefix: "probe_" });
  measureEventStore(schema, metrics);
  // measured but never migrated: every append to it fails
  measureEventStore("store_metrics_missing", metrics);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

it("counts appends by outcome, the events they wrote, and how long appends and reads took", async () => {
  const streamId = randomUUID();
  await append(schema, streamId, 2, "no_stream");
  await expect(append(schema, streamId, 1, "no_stream")).rejects.toBeInstanceOf(ConcurrencyError);
  await expect(append("store_metrics_missing", randomUUID(), 1, "no_stream")).rejects.toThrow();
  await readStream(db, schema, streamId);

  const order = { stream_type: "test.order" };
  expect(await seriesValue("probe_eventstore_appends_total", { ...order, outcome: "appended" })).toBe(1);
  expect(await seriesValue("probe_eventstore_appends_total", { ...order, outcome: "conflict" })).toBe(1);
  expect(await seriesValue("probe_eventstore_appends_total", { ...order, outcome: "failed" })).toBe(1);
  expect(await seriesValue("probe_eventstore_events_appended_total", order)).toBe(2);
  const appendCount = { ...order, le: "+Inf" };
  expect(await seriesValue("probe_eventstore_append_duration_seconds", appendCount)).toBe(1);
  expect(await seriesValue("probe_eventstore_stream_read_duration_seconds", { le: "+Inf" })).toBe(1);
  const exposed = await registry.metrics();
  expect(exposed).toContain('probe_eventstore_appends_total{stream_type="test.order",outcome="conflict"} 1');
});

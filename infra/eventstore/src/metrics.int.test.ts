import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { Registry } from "prom-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, sampleOf, type TestDatabase } from "@mawid/testing";
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
    events: Array.from({ length: events }, (_, n) => ({ type: "OrderPlaced", version: 1, data: { n } })),
    meta: { occurredAt: new Date(), correlationId: randomUUID() },
  });

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

  const exposed = await registry.metrics();
  const order = 'stream_type="test.order"';
  expect(sampleOf(exposed, `probe_eventstore_appends_total{${order},outcome="appended"}`)).toBe(1);
  expect(sampleOf(exposed, `probe_eventstore_appends_total{${order},outcome="conflict"}`)).toBe(1);
  expect(sampleOf(exposed, `probe_eventstore_appends_total{${order},outcome="failed"}`)).toBe(1);
  expect(sampleOf(exposed, `probe_eventstore_events_appended_total{${order}}`)).toBe(2);
  expect(sampleOf(exposed, `probe_eventstore_append_duration_seconds_count{${order}}`)).toBe(1);
  expect(sampleOf(exposed, "probe_eventstore_stream_read_duration_seconds_count")).toBe(1);
});

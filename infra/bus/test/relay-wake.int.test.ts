import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { Registry } from "prom-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { topicOf } from "@mawid/contracts/platform";
import { appendToStream, createDatabase, migrateEventStore } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { busMetrics, createBus, migrateBus, migrateInbox, startConsumer, startRelay } from "../src/index.ts";
import { collect, envelope, message, sleep, unique, uniqueStreamType, waitFor } from "./helpers.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("relay_wake");
  db = createDatabase({ url: tdb.url, max: 10 });
  await migrateBus(db);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

it("moves what a consumer's effect wrote to the outbox at once when the consumer wakes the relay after its commit", async () => {
  const bus = await createBus({ transport: "postgres", databaseUrl: tdb.url, clientId: "relay-wake" });
  const schema = "wake_chain";
  await migrateEventStore(db, schema);
  await migrateInbox(db, schema);
  const metrics = busMetrics({ registry: new Registry() });
  const first = uniqueStreamType("asked");
  const second = uniqueStreamType("answered");
  // an idle poll far longer than the test: only a wake can move the row in time
  const relay = startRelay({ db, schema, bus, metrics, inDatabase: true, pollMs: 60_000 });
  const consumer = await startConsumer({
    db,
    schema,
    bus,
    metrics,
    group: unique("svc.asks"),
    topics: [topicOf(first)],
    handle: async (trx) => {
      await appendToStream(trx, schema, {
        streamType: second,
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [{ type: "ThingAnswered", version: 1, data: {} }],
        meta: { occurredAt: new Date(), correlationId: randomUUID() },
      });
    },
    afterCommit: relay.wake,
  });
  const { got, sub } = await collect(bus, unique("svc.answers"), [topicOf(second)]);
  try {
    // the relay's empty looks have backed off to a wait of about 2 s by now
    await sleep(2_100);
    const sent = performance.now();
    await bus.publish([message(envelope(first, randomUUID(), 1, {}))]);
    await waitFor("the answer", () => got.length === 1, 5_000);
    expect(performance.now() - sent).toBeLessThan(1_000);
  } finally {
    await sub.stop();
    await consumer.stop();
    await relay.stop();
    await bus.close();
  }
});

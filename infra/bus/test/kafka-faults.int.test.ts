// Kafka transport under broker faults, made on purpose through the control FIFO of librdkafka's mock
// cluster (kafka-mock/README.md). Runs only under `npm run test:kafka`, after the contract suite:
// the faults are cluster-wide, so nothing else may use the cluster meanwhile.
import { appendFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topicOf } from "@mawid/contracts/platform";
import { appendToStream, createDatabase, migrateEventStore } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Bus, busMetrics, createBus, startRelay } from "../src/index.ts";
import {
  collect,
  envelope,
  kafkaBrokers,
  message,
  sleep,
  unique,
  uniqueStreamType,
  waitFor,
} from "./helpers.ts";

const controlFifo = process.env.KAFKA_MOCK_CONTROL;
const control = (line: string) => appendFileSync(controlFifo!, `${line}\n`);
const JOIN_GROUP = 11;
const UNKNOWN_SERVER_ERROR = -1;

describe.runIf(controlFifo)("kafka transport under broker faults (librdkafka's mock cluster)", () => {
  let tdb: TestDatabase;
  let db: Kysely<unknown>;
  let bus: Bus;
  beforeAll(async () => {
    tdb = await createTestDatabase("kafkafaults");
    db = createDatabase({ url: tdb.url });
    bus = await createBus({
      transport: "kafka",
      databaseUrl: tdb.url,
      kafkaBrokers,
      clientId: "faults-test",
      kafkaSessionTimeoutMs: 6_000,
    });
  });
  afterAll(async () => {
    control("up -1");
    await bus.close();
    await db.destroy();
    await tdb.drop();
  });

  it("replaces a consumer that kafkajs gives up on, so its group is still served", async () => {
    const streamType = uniqueStreamType("replaced");
    // kafkajs crashes a consumer for good on an error it does not retry, here its first JoinGroup
    control(`errors ${JOIN_GROUP} ${UNKNOWN_SERVER_ERROR} 1`);
    const { got, sub } = await collect(bus, unique("svc.replaced"), [topicOf(streamType)]);
    await bus.publish(
      Array.from({ length: 5 }, (_, i) => message(envelope(streamType, randomUUID(), 1, { i }))),
    );
    await waitFor("5 messages through a new consumer", () => got.length >= 5, 30_000);
    await sub.stop();
  }, 60_000);

  it("carries every event appended through a 30 s outage of the whole cluster, in order, none lost", async () => {
    const schema = "outage";
    await migrateEventStore(db, schema);
    const relay = startRelay({ db, schema, bus, metrics: busMetrics({ registry: new Registry() }) });
    const streamType = uniqueStreamType("outage");
    const streamId = randomUUID();
    const { got, sub } = await collect(bus, unique("svc.outage"), [topicOf(streamType)]);
    let version = 0;
    const append = async (n: number) => {
      for (let i = 0; i < n; i++, version++) {
        await appendToStream(db, schema, {
          streamType,
          streamId,
          expectedVersion: version === 0 ? "no_stream" : version,
          events: [{ type: "ThingHappened", version: 1, data: { version } }],
          meta: { occurredAt: new Date(), correlationId: randomUUID() },
        });
      }
    };
    await append(5);
    await waitFor("5 before the outage", () => got.length >= 5, 20_000);
    control("down -1");
    await append(5);
    await sleep(30_000);
    control("up -1");
    await append(5);
    const positions = () => [...new Set(got.map((m) => m.envelope.streamPosition))];
    await waitFor("15 after the outage", () => positions().length >= 15, 90_000);
    await waitFor("an empty outbox", async () => (await relay.backlog()) === 0, 10_000);
    await relay.stop();
    await sub.stop();
    // first deliveries in stream order; a message may come twice around the outage (at least once)
    expect(positions()).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  }, 180_000);
});

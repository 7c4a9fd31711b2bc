// A producer service process for the cross-process test: appends one event to a stream (events and
// outbox row in one transaction) and runs the outbox relay until the outbox is empty, then exits.
// Env: DATABASE_URL, BUS_TRANSPORT, KAFKA_BROKERS, SCHEMA, STREAM_TYPE, STREAM_ID, TRACEPARENT.
import { randomUUID } from "node:crypto";
import { appendToStream, createDatabase, migrateEventStore } from "@mawid/eventstore";
import { createBus, startRelay } from "../src/index.ts";

const env = process.env;
const schema = env.SCHEMA ?? "producer";
const db = createDatabase({ url: env.DATABASE_URL!, max: 4 });
await migrateEventStore(db, schema);
const bus = await createBus({
  transport: (env.BUS_TRANSPORT ?? "postgres") as "postgres" | "kafka",
  databaseUrl: env.DATABASE_URL!,
  kafkaBrokers: env.KAFKA_BROKERS?.split(","),
  clientId: `producer-${process.pid}`,
});
const appended = await db.transaction().execute((trx) =>
  appendToStream(trx, schema, {
    streamType: env.STREAM_TYPE ?? "producer.thing",
    streamId: env.STREAM_ID ?? randomUUID(),
    expectedVersion: "no_stream",
    events: [{ type: "ThingHappened", version: 1, data: { from: process.pid } }],
    meta: { occurredAt: new Date(), correlationId: randomUUID(), traceparent: env.TRACEPARENT ?? null },
  }),
);
const relay = startRelay({ db, schema, bus });
const deadline = Date.now() + 20_000;
while ((await relay.backlog()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
const left = await relay.backlog();
await relay.stop();
await bus.close();
await db.destroy();
process.stdout.write(`${JSON.stringify({ published: appended.envelopes.map((e) => e.id), left })}\n`);
process.exit(left === 0 ? 0 : 1);

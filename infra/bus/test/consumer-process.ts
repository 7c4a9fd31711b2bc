// A consumer service process for the cross-process and kill tests. It runs startConsumer on one group
// and records every message's effect in <SCHEMA>.received (no unique key: a double effect would show).
// Env: DATABASE_URL, BUS_TRANSPORT, KAFKA_BROKERS, SCHEMA, GROUP, TOPICS (comma-separated), HANDLE_DELAY_MS.
import { sql } from "kysely";
import { createDatabase } from "@mawid/eventstore";
import { createBus, migrateInbox, startConsumer } from "../src/index.ts";

const env = process.env;
const schema = env.SCHEMA ?? "consumer";
const delay = Number(env.HANDLE_DELAY_MS ?? 0);
const db = createDatabase({ url: env.DATABASE_URL!, max: 4 });
await migrateInbox(db, schema);
await sql`
  CREATE TABLE IF NOT EXISTS ${sql.id(schema)}.received (
    seq bigserial PRIMARY KEY,
    message_id uuid NOT NULL,
    topic text NOT NULL,
    key text NOT NULL,
    traceparent text,
    pid integer NOT NULL
  )`.execute(db);
const bus = await createBus({
  transport: (env.BUS_TRANSPORT ?? "postgres") as "postgres" | "kafka",
  databaseUrl: env.DATABASE_URL!,
  kafkaBrokers: env.KAFKA_BROKERS?.split(","),
  kafkaSessionTimeoutMs: 6_000,
  clientId: `consumer-${process.pid}`,
});
const consumer = await startConsumer({
  db,
  schema,
  bus,
  group: env.GROUP ?? "consumer.test",
  topics: (env.TOPICS ?? "").split(","),
  batchSize: 100,
  async handle(trx, m) {
    await sql`
      INSERT INTO ${sql.id(schema)}.received (message_id, topic, key, traceparent, pid)
      VALUES (${m.envelope.id}, ${m.topic}, ${m.key}, ${m.headers.traceparent ?? null}, ${process.pid})`.execute(
      trx,
    );
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    process.stdout.write(`${JSON.stringify({ received: m.envelope.id })}\n`);
  },
});
process.stdout.write("ready\n");
process.once("SIGTERM", async () => {
  await consumer.stop();
  await bus.close();
  await db.destroy();
  process.exit(0);
});

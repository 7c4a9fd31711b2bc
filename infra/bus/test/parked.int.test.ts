// What an operator does with parked messages once the cause is fixed (or judged hopeless): list
// them, run the handler again, or give up on one. Messages are parked by a real consumer on the
// postgres transport; retrying and discarding only touch the service's own tables.
import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { Registry } from "prom-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { topicOf } from "@mawid/contracts/platform";
import { createDatabase } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import {
  type Bus,
  busMetrics,
  createBus,
  type DeliveredMessage,
  discardParked,
  listParked,
  migrateBus,
  migrateInbox,
  ParkedMessageNotFound,
  retryParked,
  startConsumer,
} from "../src/index.ts";
import { envelope, message, unique, uniqueStreamType, waitFor } from "./helpers.ts";

const schema = "parked_ops";
const group = unique("svc.fragile");
let tdb: TestDatabase;
let db: Kysely<unknown>;
let bus: Bus;
/** The handler's one precondition, as a missing row in a real bug might be. */
let broken = true;
const sent = Array.from({ length: 4 }, (_, n) =>
  envelope(uniqueStreamType("fragile"), randomUUID(), 1, { n }),
);

async function effect(trx: Transaction<unknown>, m: DeliveredMessage): Promise<void> {
  await sql`INSERT INTO ${sql.id(schema)}.effects (message_id, n) VALUES (${m.envelope.id}, ${m.envelope.data.n as number})`.execute(
    trx,
  );
  if (broken) throw new Error(`no ledger for ${m.envelope.data.n}`);
}

const effects = async () =>
  (await sql<{ n: number }>`SELECT n FROM ${sql.id(schema)}.effects ORDER BY n`.execute(db)).rows.map(
    (r) => r.n,
  );
const inboxOutcome = async (id: string) =>
  (
    await sql<{
      outcome: string;
    }>`SELECT outcome FROM ${sql.id(schema)}.inbox WHERE message_id = ${id}`.execute(db)
  ).rows[0]?.outcome;

beforeAll(async () => {
  tdb = await createTestDatabase("parked");
  db = createDatabase({ url: tdb.url, max: 8 });
  await migrateBus(db);
  await migrateInbox(db, schema);
  await sql`CREATE TABLE ${sql.id(schema)}.effects (message_id uuid NOT NULL, n integer)`.execute(db);
  bus = await createBus({ transport: "postgres", databaseUrl: tdb.url, clientId: "parked-test" });
  await bus.publish(sent.map(message));
  const consumer = await startConsumer({
    db,
    schema,
    bus,
    group,
    topics: [...new Set(sent.map((e) => topicOf(e.streamType)))],
    maxAttempts: 2,
    retryDelayMs: 5,
    metrics: busMetrics({ registry: new Registry() }),
    handle: effect,
  });
  await waitFor("four parked messages", async () => (await consumer.parkedCount()) === 4);
  await consumer.stop();
});
afterAll(async () => {
  await bus.close();
  await db.destroy();
  await tdb.drop();
});

it("lists parked messages newest first with their envelope, attempts and last error", async () => {
  const listed = await listParked(db, schema, 3);
  expect(listed.total).toBe(4);
  expect(listed.messages).toHaveLength(3);
  const first = listed.messages[0]!;
  expect(first).toMatchObject({ group, attempts: 2 });
  expect(first.lastError).toMatch(/^Error: no ledger for \d$/);
  expect(sent.map((e) => e.id)).toContain(first.envelope.id);
  const times = listed.messages.map((m) => m.parkedAt.getTime());
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

it("keeps a message parked, one attempt more and with the new error, when the retry fails too", async () => {
  const id = sent[0]!.id;
  const outcome = await retryParked(db, schema, group, id, effect);
  expect(outcome).toEqual({ outcome: "failed", error: "Error: no ledger for 0" });
  const again = (await listParked(db, schema, 10)).messages.find((m) => m.envelope.id === id);
  expect(again?.attempts).toBe(3);
  expect(await effects()).toEqual([]);
  expect(await inboxOutcome(id)).toBe("parked");
});

it("has the message's effect once when it is fixed, even if two people retry it at once", async () => {
  broken = false;
  const id = sent[1]!.id;
  const both = await Promise.allSettled([
    retryParked(db, schema, group, id, effect),
    retryParked(db, schema, group, id, effect),
  ]);
  expect(both.filter((r) => r.status === "fulfilled").map((r) => r.value)).toEqual([{ outcome: "handled" }]);
  const rejected = both.find((r) => r.status === "rejected");
  expect(rejected?.reason).toBeInstanceOf(ParkedMessageNotFound);
  expect(await effects()).toEqual([1]);
  expect(await inboxOutcome(id)).toBe("handled");
  expect((await listParked(db, schema, 10)).messages.map((m) => m.envelope.id)).not.toContain(id);
});

it("discards a message for good: no effect, and a redelivery does not run it", async () => {
  const id = sent[2]!.id;
  await discardParked(db, schema, group, id);
  expect(await inboxOutcome(id)).toBe("discarded");
  await expect(discardParked(db, schema, group, id)).rejects.toBeInstanceOf(ParkedMessageNotFound);
  await expect(retryParked(db, schema, group, id, effect)).rejects.toBeInstanceOf(ParkedMessageNotFound);

  const consumer = await startConsumer({
    db,
    schema,
    bus,
    group,
    topics: [topicOf(sent[2]!.streamType)],
    metrics: busMetrics({ registry: new Registry() }),
    handle: effect,
  });
  // the group's checkpoint is past it; publishing it again is what a redelivery looks like
  await bus.publish([message(sent[2]!)]);
  const probe = envelope(sent[2]!.streamType, randomUUID(), 1, { n: 9 });
  await bus.publish([message(probe)]);
  await waitFor("the message after it", async () => (await effects()).includes(9));
  await consumer.stop();
  expect(await effects()).toEqual([1, 9]);
  expect((await listParked(db, schema, 10)).total).toBe(2);
});

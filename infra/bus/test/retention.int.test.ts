import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { migrateBus, migrateInbox, pruneBusLog, pruneInbox } from "../src/index.ts";

const DAY = 24 * 3_600_000;

let tdb: TestDatabase;
let db: Kysely<unknown>;
let pool: pg.Pool;

beforeAll(async () => {
  tdb = await createTestDatabase("bus_retention");
  db = createDatabase({ url: tdb.url, max: 5 });
  pool = new pg.Pool({ connectionString: tdb.url, max: 2 });
  await migrateBus(db);
});
afterAll(async () => {
  await pool.end();
  await db.destroy();
  await tdb.drop();
});

/** Publishes `n` messages on `topic`, dated `ageDays` ago; returns their positions. */
async function publish(topic: string, n: number, ageDays: number): Promise<number[]> {
  const r = await sql<{ position: number }>`
    INSERT INTO bus.messages (topic, key, envelope, created_at)
    SELECT ${topic}, 'k', '{}'::jsonb, now() - make_interval(days => ${ageDays})
    FROM generate_series(1, ${n})
    RETURNING position`.execute(db);
  return r.rows.map((row) => Number(row.position));
}

async function checkpoint(group: string, topic: string, position: number, ageDays = 0): Promise<void> {
  await sql`
    INSERT INTO bus.checkpoints (group_name, topic, transaction_id, position, updated_at)
    SELECT ${group}, ${topic}, transaction_id, position, now() - make_interval(days => ${ageDays})
    FROM bus.messages WHERE position = ${position}`.execute(db);
}

async function remaining(topic: string): Promise<number[]> {
  const r = await sql<{ position: number }>`
    SELECT position FROM bus.messages WHERE topic = ${topic} ORDER BY position`.execute(db);
  return r.rows.map((row) => Number(row.position));
}

describe("postgres bus retention", () => {
  // each test's log alone, written in time order as publishers write it
  beforeEach(async () => {
    await sql`DELETE FROM bus.messages`.execute(db);
  });

  it("deletes old messages every live group has handled, and keeps the rest", async () => {
    const topic = `orders-${randomUUID()}`;
    const old = await publish(topic, 6, 10);
    const recent = await publish(topic, 2, 0);
    // one group is done with everything; a slower one has handled only the first three old messages
    await checkpoint("fast", topic, recent.at(-1)!);
    await checkpoint("slow", topic, old[2]!);

    await pruneBusLog(pool, 7 * DAY);

    expect(await remaining(topic)).toEqual([...old.slice(3), ...recent]);
  });

  it("does not wait for a group whose checkpoint has not moved within the retention", async () => {
    const topic = `tickets-${randomUUID()}`;
    const old = await publish(topic, 4, 10);
    await checkpoint("decommissioned", topic, old[0]!, 30);

    await pruneBusLog(pool, 7 * DAY);

    expect(await remaining(topic)).toEqual([]);
  });

  it("deletes a backlog larger than one statement's batch, and stops at the young messages", async () => {
    const topic = `scans-${randomUUID()}`;
    await publish(topic, 12_000, 10);
    const recent = await publish(topic, 3, 0);

    expect(await pruneBusLog(pool, 7 * DAY)).toBe(12_000);

    expect(await remaining(topic)).toEqual(recent);
  });

  it("leaves a log younger than the retention alone", async () => {
    const topic = `events-${randomUUID()}`;
    const recent = await publish(topic, 5, 1);

    expect(await pruneBusLog(pool, 7 * DAY)).toBe(0);

    expect(await remaining(topic)).toEqual(recent);
  });
});

describe("inbox retention", () => {
  it("forgets old handled messages and keeps parked and recent ones", async () => {
    const schema = `inbox_${randomUUID().slice(0, 8)}`;
    await migrateInbox(db, schema);
    const s = sql.id(schema);
    const row = (id: string, outcome: string, ageDays: number) =>
      sql`
      INSERT INTO ${s}.inbox (group_name, message_id, topic, outcome, handled_at)
      VALUES ('g', ${id}::uuid, 't', ${outcome}, now() - make_interval(days => ${ageDays}))`.execute(db);
    const oldHandled = randomUUID();
    const oldParked = randomUUID();
    const recentHandled = randomUUID();
    await row(oldHandled, "handled", 10);
    await row(oldParked, "parked", 10);
    await row(recentHandled, "handled", 1);

    expect(await pruneInbox(db, schema, 7 * DAY)).toBe(1);

    const left = await sql<{
      message_id: string;
    }>`SELECT message_id FROM ${s}.inbox ORDER BY message_id`.execute(db);
    expect(left.rows.map((r) => r.message_id).sort()).toEqual([oldParked, recentHandled].sort());
  });
});

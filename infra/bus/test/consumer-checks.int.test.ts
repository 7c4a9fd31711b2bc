import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { createTestDatabase, pagesRead, tablePages, type TestDatabase } from "@mawid/testing";
import { migrateBus } from "../src/index.ts";
import { LAG, PENDING } from "../src/postgres-transport.ts";

let tdb: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  tdb = await createTestDatabase("bus_consumer_checks");
  const db = createDatabase({ url: tdb.url, max: 1 });
  await migrateBus(db);
  await db.destroy();
  pool = new pg.Pool({ connectionString: tdb.url, max: 3 });
});
afterAll(async () => {
  await pool.end();
  await tdb.drop();
});

async function publish(topic: string, n: number): Promise<void> {
  await pool.query(
    `INSERT INTO bus.messages (topic, key, envelope) SELECT $1, 'k', '{}'::jsonb FROM generate_series(1, $2::int)`,
    [topic, n],
  );
}

async function pending(topics: string[]): Promise<boolean> {
  const r = await pool.query<{ pending: boolean }>(PENDING, [topics]);
  return r.rows[0]!.pending;
}

/** Pages read by one run of `statement` as a named statement's generic plan, as consumers keep it. */
async function genericPagesRead(statement: string, values: string): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query("SET plan_cache_mode = force_generic_plan");
    const name = `s${randomUUID().replaceAll("-", "")}`;
    await client.query(`PREPARE ${name} AS ${statement}`);
    return await pagesRead(client, `EXECUTE ${name}(${values})`);
  } finally {
    client.release();
  }
}

describe("postgres bus: an idle consumer's check for messages of unfinished older transactions", () => {
  it("sees a topic's message that waits for an older transaction, and only that topic's, until it ends", async () => {
    const waiting = `orders-${randomUUID()}`;
    const other = `events-${randomUUID()}`;
    await publish(other, 1);
    const older = await pool.connect();
    try {
      await older.query("BEGIN");
      await older.query("SELECT pg_current_xact_id()");
      await publish(waiting, 1);
      expect(await pending([waiting])).toBe(true);
      expect(await pending([other, waiting])).toBe(true);
      expect(await pending([other])).toBe(false);
      await older.query("COMMIT");
    } finally {
      older.release();
    }
    expect(await pending([waiting])).toBe(false);
  });

  it("reads a few pages, not the whole log, on a log ANALYZE has not yet seen", async () => {
    await publish(`admissions-${randomUUID()}`, 40_000);
    expect(await tablePages(pool, "bus.messages")).toBeGreaterThan(200);
    expect(await genericPagesRead(PENDING, `'{idle-${randomUUID()}}'`)).toBeLessThan(10);
  });
});

describe("postgres bus: a consumer group's lag", () => {
  async function checkpointAt(group: string, topic: string): Promise<void> {
    await pool.query(
      `INSERT INTO bus.checkpoints (group_name, topic, transaction_id, position)
       SELECT $1, topic, transaction_id, position FROM bus.messages WHERE topic = $2
       ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      [group, topic],
    );
  }

  it("counts each topic's messages after the group's checkpoint, and all of a topic it never read", async () => {
    const group = `g-${randomUUID()}`;
    const read = `orders-${randomUUID()}`;
    const unread = `payments-${randomUUID()}`;
    await publish(read, 5);
    await checkpointAt(group, read);
    await publish(read, 3);
    await publish(unread, 2);
    const r = await pool.query<{ lag: number }>(LAG, [group, [read, unread]]);
    expect(r.rows[0]!.lag).toBe(5);
  });

  it("reads a few pages for a group that is caught up, not the whole log ANALYZE has not yet seen", async () => {
    const group = `g-${randomUUID()}`;
    const topic = `tickets-${randomUUID()}`;
    await publish(topic, 10);
    await checkpointAt(group, topic);
    await publish(`admissions-${randomUUID()}`, 40_000);
    expect(await tablePages(pool, "bus.messages")).toBeGreaterThan(200);
    expect(await genericPagesRead(LAG, `'${group}', '{${topic}}'`)).toBeLessThan(10);
  });
});

import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { migrateBus } from "../src/index.ts";
import { PENDING } from "../src/postgres-transport.ts";

let tdb: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  tdb = await createTestDatabase("bus_pending");
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
    const client = await pool.connect();
    try {
      // the plan a consumer's named statement keeps once PostgreSQL settles on a generic one
      await client.query("SET plan_cache_mode = force_generic_plan");
      await client.query(`PREPARE pending_check(text[]) AS ${PENDING}`);
      const r = await client.query<{
        "QUERY PLAN": [{ Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number } }];
      }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE pending_check('{idle-${randomUUID()}}')`);
      const plan = r.rows[0]!["QUERY PLAN"][0].Plan;
      const pages = await client.query<{ pages: number }>(
        "SELECT pg_relation_size('bus.messages') / current_setting('block_size')::int AS pages",
      );
      expect(Number(pages.rows[0]!.pages)).toBeGreaterThan(200);
      expect(plan["Shared Hit Blocks"] + plan["Shared Read Blocks"]).toBeLessThan(10);
    } finally {
      client.release();
    }
  });
});

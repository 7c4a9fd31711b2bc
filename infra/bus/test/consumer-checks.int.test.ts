import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendToStream, createDatabase, migrateEventStore } from "@mawid/eventstore";
import { topicOf } from "@mawid/contracts/platform";
import { createTestDatabase, pagesRead, tablePages, type TestDatabase, waitFor } from "@mawid/testing";
import { migrateBus } from "../src/index.ts";
import { CHANNEL, LAG, moveOutboxToBus, PENDING } from "../src/postgres-transport.ts";
import { noticeOf } from "../src/wake-notice.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;
let pool: pg.Pool;

beforeAll(async () => {
  tdb = await createTestDatabase("bus_consumer_checks");
  db = createDatabase({ url: tdb.url, max: 2 });
  await migrateBus(db);
  pool = new pg.Pool({ connectionString: tdb.url, max: 3 });
});
afterAll(async () => {
  await pool.end();
  await db.destroy();
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

describe("postgres bus: the notice a relay's move in the database sends", () => {
  it("names the same topics and types as a publish's notice, so a consumer wakes alike for both", async () => {
    const schema = `notice_${randomUUID().slice(0, 8)}`;
    await migrateEventStore(db, schema);
    const streamType = `notice${randomUUID().slice(0, 8)}.thing`;
    const events = ["ThingWanted", "ThingIgnored", "ThingWanted"].map((type) => ({
      type,
      version: 1,
      data: {},
    }));
    const appended = await db.transaction().execute((trx) =>
      appendToStream(trx, schema, {
        streamType,
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events,
        meta: { occurredAt: new Date(), correlationId: randomUUID() },
      }),
    );
    const listener = await pool.connect();
    try {
      const notices: string[] = [];
      listener.on("notification", (n) => {
        if (n.payload) notices.push(n.payload);
      });
      await listener.query(`LISTEN ${CHANNEL}`);
      expect(await moveOutboxToBus(db, schema, 100)).toBe(3);
      await waitFor("the move's notice", () => notices.length > 0);
      const kinds = (notice: string) => notice.split(",").sort();
      const published = appended.envelopes.map((e) => ({ topic: topicOf(streamType), type: e.type }));
      expect(kinds(notices[0]!)).toEqual(kinds(noticeOf(published)));
    } finally {
      await listener.query(`UNLISTEN ${CHANNEL}`);
      listener.release();
    }
  });
});

import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import {
  appendToStream,
  ConcurrencyError,
  createDatabase,
  type ExpectedVersion,
  migrateEventStore,
  readStream,
} from "./index.ts";
import { up as eventStoreInitial } from "./migrations/001-initial.ts";

const schema = "store_test";
let tdb: TestDatabase;
let db: Kysely<unknown>;
const meta = () => ({ occurredAt: new Date("2026-11-22T10:00:00Z"), correlationId: randomUUID() });
/** One OrderPlaced event on a stream, by default the stream's first. */
const placeOrder = (
  on: Kysely<unknown>,
  streamId: string,
  data: Record<string, unknown> = {},
  expectedVersion: ExpectedVersion = "no_stream",
) =>
  appendToStream(on, schema, {
    streamType: "test.order",
    streamId,
    expectedVersion,
    events: [{ type: "OrderPlaced", version: 1, data }],
    meta: meta(),
  });

/** Resolves once some session waits on a lock: the second writer has reached the held position. */
async function waitForLockWait(on: Kysely<unknown>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const waiting = sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`;
    const { rows } = await waiting.execute(on);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("no writer came to wait on the held position");
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createDatabase({ url: tdb.url, max: 20 });
  await migrateEventStore(db, schema);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

describe("event store append", () => {
  it("lets exactly one of many concurrent writers with the same expected version win", async () => {
    const streamId = randomUUID();
    await placeOrder(db, streamId, { n: 0 });
    const writers = Array.from({ length: 10 }, (_, n) =>
      db.transaction().execute((trx) =>
        appendToStream(trx, schema, {
          streamType: "test.order",
          streamId,
          expectedVersion: 1,
          events: [{ type: "OrderPaid", version: 1, data: { n } }],
          meta: meta(),
        }),
      ),
    );
    const results = await Promise.allSettled(writers);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const r of lost) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    const stream = await readStream(db, schema, streamId);
    expect(stream.version).toBe(2);
    expect(stream.events.map((e) => e.type)).toEqual(["OrderPlaced", "OrderPaid"]);
  });

  it("writes none of a multi-event append that loses its first position to a writer in flight", async () => {
    const streamId = randomUUID();
    await placeOrder(db, streamId, { by: "creator" });
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let positionHeld!: () => void;
    const held = new Promise<void>((resolve) => (positionHeld = resolve));
    const first = db.transaction().execute(async (trx) => {
      await placeOrder(trx, streamId, { by: "first" }, 1);
      positionHeld();
      await firstMayCommit;
    });
    await held;
    const second = appendToStream(db, schema, {
      streamType: "test.order",
      streamId,
      expectedVersion: 1,
      events: ["OrderPaid", "TicketsIssued", "ReceiptSent"].map((type) => ({
        type,
        version: 1,
        data: { by: "second" },
      })),
      meta: meta(),
    });
    await waitForLockWait(db);
    // Watched before the first commits: the second refuses at once, possibly before `first` settles.
    const secondRefused = expect(second).rejects.toBeInstanceOf(ConcurrencyError);
    commitFirst();
    await first;
    await secondRefused;
    const stream = await readStream(db, schema, streamId);
    expect(stream.events.map((e) => [e.streamPosition, e.data.by])).toEqual([
      [1, "creator"],
      [2, "first"],
    ]);
  });

  it("refuses an expected version the stream has not reached, and writes nothing", async () => {
    const streamId = randomUUID();
    await placeOrder(db, streamId);
    await expect(placeOrder(db, streamId, {}, 3)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await readStream(db, schema, streamId)).version).toBe(1);
    const outbox = await db
      .withSchema(schema)
      .selectFrom("outbox" as never)
      .select("key" as never)
      .where("key" as never, "=", streamId as never)
      .execute();
    expect(outbox).toHaveLength(1);
  });

  it("appends at the stream's end with expected version any, even when many writers race", async () => {
    const streamId = randomUUID();
    await placeOrder(db, streamId, { n: 0 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => placeOrder(db, streamId, { n: n + 1 }, "any")),
    );
    expect(results.map((r) => r.nextVersion).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const stream = await readStream(db, schema, streamId);
    expect(stream.events.map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(stream.events.map((e) => e.data.n)).size).toBe(11);
  });

  it("refuses to create a stream that already exists", async () => {
    const streamId = randomUUID();
    await placeOrder(db, streamId);
    await expect(placeOrder(db, streamId)).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it("reads back exactly what was appended, in order, with envelopes and outbox rows on the stream type's one topic whatever the event's version", async () => {
    const streamId = randomUUID();
    const m = {
      ...meta(),
      causationId: "cmd-1",
      traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
    };
    const appended = await appendToStream(db, schema, {
      streamType: "test.order",
      streamId,
      expectedVersion: "no_stream",
      events: [
        { type: "OrderPlaced", version: 1, data: { total: 2500, lines: [{ qty: 2 }] } },
        { type: "OrderPaid", version: 2, data: { method: "card" } },
      ],
      meta: m,
    });
    const read = await readStream(db, schema, streamId);
    expect(read.events).toEqual(appended.envelopes);
    expect(read.events[1]).toMatchObject({
      streamPosition: 2,
      version: 2,
      traceparent: m.traceparent,
      causationId: "cmd-1",
    });
    const outbox = await db
      .withSchema(schema)
      .selectFrom("outbox" as never)
      .select(["topic" as never, "key" as never, "envelope" as never])
      .where("key" as never, "=", streamId as never)
      .execute();
    expect(outbox).toEqual([
      { topic: "test.order.v1", key: streamId, envelope: appended.envelopes[0] },
      { topic: "test.order.v1", key: streamId, envelope: appended.envelopes[1] },
    ]);
  });

  it("writes nothing when a later statement of the same transaction fails", async () => {
    const streamId = randomUUID();
    await expect(
      db.transaction().execute(async (trx) => {
        await placeOrder(trx, streamId);
        throw new Error("read model update failed");
      }),
    ).rejects.toThrow("read model update failed");
    expect((await readStream(db, schema, streamId)).version).toBe(0);
  });

  it("prepares the append once per connection, and keeps working after the function is replaced", async () => {
    const one = createDatabase({ url: tdb.url, max: 1 });
    try {
      const append = (expectedVersion: ExpectedVersion, streamId = randomUUID()) =>
        placeOrder(one, streamId, { n: 1 }, expectedVersion);
      await append("no_stream");
      await append("no_stream");
      const prepared = await sql<{ statement: string }>`
        SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%append_events%'`.execute(one);
      expect(prepared.rows).toHaveLength(1);
      // re-created as a later migration would replace it: the prepared call re-plans instead of failing
      await eventStoreInitial(one, schema);
      const streamId = randomUUID();
      await append("no_stream", streamId);
      await expect(append(0, streamId)).rejects.toBeInstanceOf(ConcurrencyError);
      expect((await append(1, streamId)).nextVersion).toBe(2);
    } finally {
      await one.destroy();
    }
  });

  it("prepares the stream read once per connection, and keeps reading after the table gains a column", async () => {
    const one = createDatabase({ url: tdb.url, max: 1 });
    try {
      const streamId = randomUUID();
      await placeOrder(one, streamId, { n: 1 });
      await readStream(one, schema, streamId);
      await readStream(one, schema, streamId);
      const prepared = await sql<{ statement: string }>`
        SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%ORDER BY stream_position%'`.execute(
        one,
      );
      expect(prepared.rows).toHaveLength(1);
      // a later migration adds a column: the statement names its columns, so the plan's result type holds
      await sql`ALTER TABLE ${sql.id(schema)}.events ADD COLUMN IF NOT EXISTS tenant text`.execute(one);
      const read = await readStream(one, schema, streamId);
      expect(read.version).toBe(1);
      expect(read.events[0]?.data).toEqual({ n: 1 });
    } finally {
      await one.destroy();
    }
  });
});

describe("insert_events", () => {
  /** insert_events' parallel arrays, one entry per [stream, position, cents]. */
  const insertEvents = (on: Kysely<unknown>, rows: readonly [string, number | null, number][]) => {
    const ids = rows.map(() => randomUUID());
    const envelopes = rows.map(([streamId]) =>
      JSON.stringify({
        streamType: "test.order",
        streamId,
        occurredAt: "2026-11-28T10:00:00.000Z",
        correlationId: "c1",
      }),
    );
    return sql`SELECT ${sql.id(schema, "insert_events")}(${ids}::uuid[], ${rows.map((r) => r[0])}::text[],
      ${rows.map(() => "test.order")}::text[], ${rows.map((r) => r[1])}::integer[], ${rows.map(() => "OrderPlaced")}::text[],
      ${rows.map(() => 1)}::integer[], ${rows.map((r) => JSON.stringify({ cents: r[2] }))}::jsonb[],
      ${rows.map(() => "test.order")}::text[], ${envelopes}::jsonb[])`.execute(on);
  };

  it("writes each event at its position with its outbox row, in the order given, skipping those without one", async () => {
    const [a, b, skipped] = [randomUUID(), randomUUID(), randomUUID()];
    await placeOrder(db, b, { cents: 1 });
    await insertEvents(db, [
      [a, 1, 100],
      [skipped, null, 0],
      [b, 2, 200],
    ]);
    expect((await readStream(db, schema, a)).events.map((e) => e.data)).toEqual([{ cents: 100 }]);
    expect((await readStream(db, schema, b)).events.map((e) => [e.streamPosition, e.data])).toEqual([
      [1, { cents: 1 }],
      [2, { cents: 200 }],
    ]);
    expect((await readStream(db, schema, skipped)).version).toBe(0);
    const outbox = await sql<{ key: string; envelope: Record<string, unknown> }>`
      SELECT key, envelope FROM ${sql.id(schema, "outbox")} WHERE key IN (${a}, ${b}, ${skipped})
      ORDER BY position`.execute(db);
    expect(outbox.rows.map((r) => [r.key, r.envelope.streamPosition, r.envelope.data])).toEqual([
      [b, 1, { cents: 1 }],
      [a, 1, { cents: 100 }],
      [b, 2, { cents: 200 }],
    ]);
    expect(outbox.rows[1]!.envelope).toMatchObject({ correlationId: "c1", type: "OrderPlaced", version: 1 });
  });

  it("writes nothing when another writer holds one of the positions", async () => {
    const [fresh, taken] = [randomUUID(), randomUUID()];
    await placeOrder(db, taken);
    await expect(
      insertEvents(db, [
        [fresh, 1, 1],
        [taken, 1, 2],
      ]),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await readStream(db, schema, fresh)).version).toBe(0);
    expect((await readStream(db, schema, taken)).events.map((e) => e.data)).toEqual([{}]);
  });
});

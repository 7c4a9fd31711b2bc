import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEvent, defineStream, type StreamEvent } from "@mawid/contracts/platform";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import {
  appendToStream,
  commandHandler,
  ConcurrencyError,
  createDatabase,
  type Decider,
  migrateEventStore,
  readStream,
  UnregisteredEventError,
} from "./index.ts";

const schema = "command_test";
const STREAM = "test.counter";
const AddedV1 = defineEvent(STREAM, "Added", 1, z.object({ amount: z.number().int() }));
// v2 names the unit; a v1 event in the store reads as cents.
const AddedV2 = defineEvent(
  STREAM,
  "Added",
  2,
  z.object({ amount: z.number().int(), unit: z.enum(["cents"]) }),
  {
    definition: AddedV1,
    upcast: (data: { amount: number }) => ({ ...data, unit: "cents" as const }),
  },
);
const ResetV1 = defineEvent(STREAM, "Reset", 1, z.object({}));
const CounterStream = defineStream(STREAM, [AddedV2, ResetV1]);
type CounterEvent = StreamEvent<typeof CounterStream>;
type CounterCommand = { type: "Add"; amount: number } | { type: "Sneak" };

const counter: Decider<CounterCommand, CounterEvent, { total: number }> = {
  initialState: { total: 0 },
  decide(command) {
    if (command.type === "Sneak")
      return [{ type: "Unlisted", version: 1, data: {} } as unknown as CounterEvent];
    return [{ type: "Added", version: 2, data: { amount: command.amount, unit: "cents" } }];
  },
  evolve(state, event) {
    return event.type === "Added" ? { total: state.total + event.data.amount } : { total: 0 };
  },
};

let tdb: TestDatabase;
let db: Kysely<unknown>;
const meta = () => ({ occurredAt: new Date("2026-11-24T10:00:00Z"), correlationId: randomUUID() });
const projected: number[] = [];
const handle = commandHandler({
  schema,
  stream: CounterStream,
  decider: counter,
  projections: [
    async (_trx, events) => {
      for (const e of events) if (e.type === "Added") projected.push(e.data.amount);
    },
  ],
});

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createDatabase({ url: tdb.url, max: 10 });
  await migrateEventStore(db, schema);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

describe("commandHandler", () => {
  it("answers with the new state, version and events, and runs the projections with them", async () => {
    const id = randomUUID();
    await handle(db, id, { type: "Add", amount: 250 }, meta());
    const second = await handle(db, id, { type: "Add", amount: 100 }, meta());
    expect(second).toEqual({
      events: [{ type: "Added", version: 2, data: { amount: 100, unit: "cents" } }],
      state: { total: 350 },
      version: 2,
    });
    expect(projected.slice(-2)).toEqual([250, 100]);
  });

  it("reads an older stored version as the current one", async () => {
    const id = randomUUID();
    await appendToStream(db, schema, {
      streamType: STREAM,
      streamId: id,
      expectedVersion: "no_stream",
      events: [{ type: "Added", version: 1, data: { amount: 40 } }],
      meta: meta(),
    });
    const handled = await handle(db, id, { type: "Add", amount: 2 }, meta());
    expect(handled.state).toEqual({ total: 42 });
    expect(handled.version).toBe(2);
  });

  it("refuses an event its stream does not register, and writes nothing", async () => {
    const id = randomUUID();
    await expect(handle(db, id, { type: "Sneak" }, meta())).rejects.toThrow(UnregisteredEventError);
    expect((await readStream(db, schema, id)).version).toBe(0);
  });

  it("refuses a registered event whose data does not fit its schema", async () => {
    const id = randomUUID();
    const wrong = {
      ...counter,
      decide: () => [{ type: "Added", version: 2, data: { amount: 1.5 } }],
    } as never;
    const handleWrong = commandHandler({ schema, stream: CounterStream, decider: wrong });
    await expect(handleWrong(db, id, { type: "Add", amount: 1 }, meta())).rejects.toThrow(/Added v2 data/);
    expect((await readStream(db, schema, id)).version).toBe(0);
  });

  it("decides again when another writer moved the stream first, so racing commands all land", async () => {
    const id = randomUUID();
    await handle(db, id, { type: "Add", amount: 1 }, meta());
    const results = await Promise.all(
      [1, 2, 3].map(() => handle(db, id, { type: "Add", amount: 1 }, meta())),
    );
    expect(results.map((r) => r.version).sort()).toEqual([2, 3, 4]);
    expect((await readStream(db, schema, id)).version).toBe(4);
  });

  it("commits writes given beside the events in the same transaction, and none of either when one fails", async () => {
    const id = randomUUID();
    await expect(
      handle(db, id, { type: "Add", amount: 5 }, meta(), async () => {
        throw new Error("the password hash could not be stored");
      }),
    ).rejects.toThrow("password hash");
    expect((await readStream(db, schema, id)).version).toBe(0);
  });

  it("starts a new stream without reading it, and refuses, without retrying, a stream that exists", async () => {
    const start = commandHandler({ schema, stream: CounterStream, decider: counter, startsStreams: true });
    const id = randomUUID();
    const started = await start(db, id, { type: "Add", amount: 7 }, meta());
    expect(started).toMatchObject({ state: { total: 7 }, version: 1 });
    await expect(start(db, id, { type: "Add", amount: 1 }, meta())).rejects.toThrow(ConcurrencyError);
    expect((await readStream(db, schema, id)).version).toBe(1);
  });

  it("writes several streams all or nothing inside a caller's transaction", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await db.transaction().execute(async (trx) => {
      await handle(trx, first, { type: "Add", amount: 1 }, meta());
      await handle(trx, second, { type: "Add", amount: 2 }, meta());
    });
    expect((await readStream(db, schema, second)).version).toBe(1);

    const [kept, lost] = [randomUUID(), randomUUID()];
    await expect(
      db.transaction().execute(async (trx) => {
        await handle(trx, kept, { type: "Add", amount: 1 }, meta());
        await handle(trx, lost, { type: "Sneak" }, meta());
      }),
    ).rejects.toThrow(UnregisteredEventError);
    expect((await readStream(db, schema, kept)).version).toBe(0);
    expect((await readStream(db, schema, lost)).version).toBe(0);
  });
});

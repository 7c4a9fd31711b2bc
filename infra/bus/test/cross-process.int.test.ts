import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topicOf } from "@mawid/contracts/platform";
import { createDatabase } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { migrateBus } from "../src/index.ts";
import { runScript, sleep, transports, uniqueStreamType } from "./helpers.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("busx");
  db = createDatabase({ url: tdb.url, max: 4 });
  await migrateBus(db);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

describe.each(transports)("across processes (%s transport)", (transport) => {
  it("an event appended in one service process reaches a consumer in another, once", async () => {
    const streamType = uniqueStreamType("thing");
    const streamId = randomUUID();
    const traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    const consumerSchema = `consumer_${transport}`;
    const consumer = runScript("./consumer-process.ts", {
      DATABASE_URL: tdb.url,
      BUS_TRANSPORT: transport,
      SCHEMA: consumerSchema,
      GROUP: "consumer.things",
      TOPICS: topicOf(streamType),
    });
    try {
      await consumer.waitForLine((l) => l === "ready");
      const producer = runScript("./producer-process.ts", {
        DATABASE_URL: tdb.url,
        BUS_TRANSPORT: transport,
        SCHEMA: `producer_${transport}`,
        STREAM_TYPE: streamType,
        STREAM_ID: streamId,
        TRACEPARENT: traceparent,
      });
      const line = await producer.waitForLine((l) => l.startsWith("{"));
      expect(await producer.exited).toBe(0);
      const { published } = JSON.parse(line) as { published: string[] };
      expect(published).toHaveLength(1);
      await consumer.waitForLine((l) => l.includes(published[0]!));
      await sleep(300);
      const rows = await sql<{ message_id: string; key: string; traceparent: string; pid: number }>`
        SELECT message_id, key, traceparent, pid FROM ${sql.id(consumerSchema)}.received`.execute(db);
      expect(rows.rows).toEqual([
        { message_id: published[0], key: streamId, traceparent, pid: consumer.proc.pid },
      ]);
      expect(producer.proc.pid).not.toBe(consumer.proc.pid);
    } finally {
      consumer.proc.kill("SIGTERM");
      await consumer.exited;
    }
  }, 60_000);
});

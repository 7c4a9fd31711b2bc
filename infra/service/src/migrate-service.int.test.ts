import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appendToStream, createDatabase } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { oldMigrateBus, oldMigrateEventStore, oldMigrateInbox } from "../test/boot-ddl-before-the-runner.ts";
import type { ServiceDefinition } from "./definition.ts";
import { migrateService } from "./run-service.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

// each test starts from an empty database: the bus schema is one per database
beforeEach(async () => {
  tdb = await createTestDatabase();
  db = createDatabase({ url: tdb.url, max: 4 });
});
afterEach(async () => {
  await db.destroy();
  await tdb.drop();
});

/** A service like the skeleton ones: its first migration is the statements it used to run at boot. */
const shelf = (name: string): ServiceDefinition => ({
  name,
  version: "test",
  migrations: [
    {
      name: "001-initial",
      async up(on, schema) {
        await sql`CREATE TABLE IF NOT EXISTS ${sql.id(schema)}.books (id text PRIMARY KEY)`.execute(on);
      },
    },
  ],
  async routes() {},
});

async function ledgerOf(schema: string): Promise<{ name: string; applied_at: Date }[]> {
  const { rows } = await sql<{ name: string; applied_at: Date }>`
    SELECT name, applied_at FROM ${sql.id(schema)}.migrations ORDER BY applied_at, name`.execute(db);
  return rows;
}

const append = (schema: string, streamId: string, expectedVersion: "no_stream" | number) =>
  appendToStream(db, schema, {
    streamType: "shelf.book",
    streamId,
    expectedVersion,
    events: [{ type: "BookShelved", version: 1, data: {} }],
    meta: { occurredAt: new Date(), correlationId: randomUUID() },
  });

describe("migrateService", () => {
  it("migrates an empty database: the bus, then the event store, the inbox and the service's own", async () => {
    await migrateService(shelf("fresh"), db, true);
    expect((await ledgerOf("bus")).map((r) => r.name)).toEqual(["bus/001-initial"]);
    expect((await ledgerOf("fresh")).map((r) => r.name)).toEqual([
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      "001-initial",
    ]);
    expect((await append("fresh", randomUUID(), "no_stream")).nextVersion).toBe(1);
  });

  it("adopts a database the boot DDL made before the runner, keeping its rows, and then has nothing to do", async () => {
    const schema = "old_shelf";
    await oldMigrateBus(db);
    await oldMigrateEventStore(db, schema);
    await oldMigrateInbox(db, schema);
    await sql`CREATE TABLE IF NOT EXISTS ${sql.id(schema)}.books (id text PRIMARY KEY)`.execute(db);
    await sql`INSERT INTO ${sql.id(schema)}.books (id) VALUES ('kept')`.execute(db);
    await sql`INSERT INTO ${sql.id(schema)}.inbox (group_name, message_id, topic) VALUES ('g', ${randomUUID()}, 't')`.execute(
      db,
    );
    await sql`INSERT INTO bus.messages (topic, key, envelope) VALUES ('t', 'k', '{}')`.execute(db);
    await sql`
      INSERT INTO ${sql.id(schema)}.events (event_id, stream_id, stream_type, stream_position, type, version,
        data, correlation_id, occurred_at)
      VALUES (${randomUUID()}, 'old-stream', 'shelf.book', 1, 'BookShelved', 1, '{}', 'c', now())`.execute(
      db,
    );

    await migrateService(shelf(schema), db, true);
    const ledger = await ledgerOf(schema);
    expect(ledger.map((r) => r.name)).toEqual([
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      "001-initial",
    ]);
    const busLedger = await ledgerOf("bus");
    expect(busLedger.map((r) => r.name)).toEqual(["bus/001-initial"]);
    const count = async (table: string) => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
        db,
      );
      return rows[0]!.n;
    };
    expect(await count(`${schema}.books`)).toBe(1);
    expect(await count(`${schema}.inbox`)).toBe(1);
    expect(await count(`${schema}.events`)).toBe(1);
    expect(await count("bus.messages")).toBe(1);
    // the old stream goes on where it was, through the append function the migration made
    expect((await append(schema, "old-stream", 1)).nextVersion).toBe(2);

    await migrateService(shelf(schema), db, true);
    expect(await ledgerOf(schema)).toEqual(ledger);
    expect(await ledgerOf("bus")).toEqual(busLedger);
  });

  it("takes the rows of identity's own runner as applied, and runs only what they do not list", async () => {
    const schema = "old_ledger";
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
    // identity's runner made this table and wrote a row per migration it applied
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema)}.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      db,
    );
    await sql`INSERT INTO ${sql.id(schema)}.migrations (name) VALUES ('001-initial')`.execute(db);
    await sql`CREATE TABLE ${sql.id(schema)}.users (id text PRIMARY KEY)`.execute(db);
    const service: ServiceDefinition = {
      name: schema,
      version: "test",
      migrations: [
        {
          name: "001-initial",
          async up() {
            throw new Error("001-initial ran again");
          },
        },
        {
          name: "002-emails",
          async up(on, s) {
            await sql`ALTER TABLE ${sql.id(s)}.users ADD COLUMN email text`.execute(on);
          },
        },
      ],
      async routes() {},
    };
    await migrateService(service, db, false);
    expect((await ledgerOf(schema)).map((r) => r.name)).toEqual([
      "001-initial",
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      "002-emails",
    ]);
  });

  it("applies everything once when several service processes start on an empty database at once", async () => {
    const processes = Array.from({ length: 3 }, () => createDatabase({ url: tdb.url, max: 2 }));
    try {
      await Promise.all(processes.map((p) => migrateService(shelf("together"), p, true)));
    } finally {
      await Promise.all(processes.map((p) => p.destroy()));
    }
    expect((await ledgerOf("together")).map((r) => r.name)).toEqual([
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      "001-initial",
    ]);
  });
});

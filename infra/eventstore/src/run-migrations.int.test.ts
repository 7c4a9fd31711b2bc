import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { createDatabase } from "./database.ts";
import { type Migration, runMigrations } from "./run-migrations.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createDatabase({ url: tdb.url, max: 4 });
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

/** A step that writes its name to the schema's log, so the order they ran in can be read back. */
const logged = (
  name: string,
  before?: (db: Kysely<unknown>, schema: string) => Promise<void>,
): Migration => ({
  name,
  async up(on, schema) {
    await before?.(on, schema);
    await sql`INSERT INTO ${sql.id(schema)}.log (name) VALUES (${name})`.execute(on);
  },
});
const createLog: Migration = {
  name: "001-log",
  async up(on, schema) {
    // no IF NOT EXISTS: running it twice would fail
    await sql`CREATE TABLE ${sql.id(schema)}.log (seq serial PRIMARY KEY, name text NOT NULL)`.execute(on);
  },
};

async function logOf(schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.id(schema)}.log ORDER BY seq`.execute(
    db,
  );
  return rows.map((r) => r.name);
}

async function ledgerOf(schema: string): Promise<{ name: string; applied_at: Date }[]> {
  const { rows } = await sql<{ name: string; applied_at: Date }>`
    SELECT name, applied_at FROM ${sql.id(schema)}.migrations ORDER BY applied_at, name`.execute(db);
  return rows;
}

describe("the migration runner", () => {
  it("applies each migration once, in the listed order, and a second run changes nothing", async () => {
    const schema = "in_order";
    const migrations = [createLog, logged("002-first"), logged("003-second")];
    expect(await runMigrations(db, schema, migrations)).toEqual(["001-log", "002-first", "003-second"]);
    expect(await logOf(schema)).toEqual(["002-first", "003-second"]);
    const ledger = await ledgerOf(schema);
    expect(ledger.map((r) => r.name)).toEqual(["001-log", "002-first", "003-second"]);

    expect(await runMigrations(db, schema, migrations)).toEqual([]);
    expect(await logOf(schema)).toEqual(["002-first", "003-second"]);
    expect(await ledgerOf(schema)).toEqual(ledger);

    // a release that adds a migration runs that one alone
    expect(await runMigrations(db, schema, [...migrations, logged("004-third")])).toEqual(["004-third"]);
    expect(await logOf(schema)).toEqual(["002-first", "003-second", "004-third"]);
  });

  it("rolls a failing migration back whole, stops there, and resumes at it on the next run", async () => {
    const schema = "failing";
    const broken = logged("002-broken", async (on, s) => {
      await sql`CREATE TABLE ${sql.id(s)}.half_done (id int)`.execute(on);
      await sql`SELECT * FROM ${sql.id(s)}.no_such_table`.execute(on);
    });
    const after = logged("003-after");
    await expect(runMigrations(db, schema, [createLog, broken, after])).rejects.toThrow(
      /^migration failing\/002-broken failed: relation "failing.no_such_table" does not exist/,
    );
    expect((await ledgerOf(schema)).map((r) => r.name)).toEqual(["001-log"]);
    expect(await logOf(schema)).toEqual([]);
    const { rows } =
      await sql`SELECT FROM pg_tables WHERE schemaname = ${schema} AND tablename = 'half_done'`.execute(db);
    expect(rows).toEqual([]);

    const fixed = logged("002-broken");
    expect(await runMigrations(db, schema, [createLog, fixed, after])).toEqual(["002-broken", "003-after"]);
    expect(await logOf(schema)).toEqual(["002-broken", "003-after"]);
  });

  it("applies each migration exactly once when several processes migrate a new schema at once", async () => {
    const schema = "raced";
    const slow = logged("002-slow", async (on) => {
      await sql`SELECT pg_sleep(0.2)`.execute(on);
    });
    const migrations = [createLog, slow, logged("003-after")];
    // each pool is its own set of sessions, as another process's would be
    const processes = Array.from({ length: 4 }, () => createDatabase({ url: tdb.url, max: 2 }));
    try {
      const ran = await Promise.all(processes.map((p) => runMigrations(p, schema, migrations)));
      expect(ran.flat().sort()).toEqual(["001-log", "002-slow", "003-after"]);
      expect(await logOf(schema)).toEqual(["002-slow", "003-after"]);
      expect((await ledgerOf(schema)).map((r) => r.name)).toEqual(["001-log", "002-slow", "003-after"]);
    } finally {
      await Promise.all(processes.map((p) => p.destroy()));
    }
  });

  it("keeps one ledger per schema", async () => {
    await runMigrations(db, "schema_a", [createLog]);
    expect(await runMigrations(db, "schema_b", [createLog, logged("002-b")])).toEqual(["001-log", "002-b"]);
    expect((await ledgerOf("schema_a")).map((r) => r.name)).toEqual(["001-log"]);
  });

  it("refuses a list that names a migration twice, before applying any of it", async () => {
    await expect(runMigrations(db, "twice", [createLog, logged("001-log")])).rejects.toThrow(
      "migration twice/001-log is listed twice",
    );
    const { rows } = await sql`SELECT FROM pg_namespace WHERE nspname = 'twice'`.execute(db);
    expect(rows).toEqual([]);
  });
});

import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { createDatabase } from "./database.ts";
import { executeAndCommit, sqlLiteral } from "./execute-and-commit.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = createDatabase({ url: tdb.url, max: 4 });
  await sql`CREATE TABLE seats (id text PRIMARY KEY, taken integer NOT NULL CHECK (taken <= 10))`.execute(db);
  await sql`CREATE TABLE orders (id text PRIMARY KEY)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

const taken = async (id: string) =>
  (await sql<{ taken: number }>`SELECT taken FROM seats WHERE id = ${id}`.execute(db)).rows[0]?.taken;
const ordered = async (id: string) =>
  (await sql`SELECT 1 FROM orders WHERE id = ${id}`.execute(db)).rows.length === 1;

describe("executeAndCommit", () => {
  it("commits the statement with what the transaction wrote before it", async () => {
    await sql`INSERT INTO seats VALUES ('a', 0)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO orders VALUES ('a-1')`.execute(trx);
      await executeAndCommit(trx, `UPDATE seats SET taken = taken + 3 WHERE id = ${sqlLiteral("a")}`);
    });
    expect([await ordered("a-1"), await taken("a")]).toEqual([true, 3]);
  });

  it("lets go of the statement's row locks before the transaction's callback has returned", async () => {
    await sql`INSERT INTO seats VALUES ('b', 0)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await executeAndCommit(trx, `UPDATE seats SET taken = taken + 1 WHERE id = ${sqlLiteral("b")}`);
      // Another connection takes the same row at once: it would wait for this transaction otherwise.
      await db.transaction().execute(async (other) => {
        await sql`SET LOCAL lock_timeout = '200ms'`.execute(other);
        await sql`UPDATE seats SET taken = taken + 1 WHERE id = 'b'`.execute(other);
      });
    });
    expect(await taken("b")).toBe(2);
  });

  it("commits nothing of the transaction when the statement fails", async () => {
    await sql`INSERT INTO seats VALUES ('c', 9)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO orders VALUES ('c-1')`.execute(trx);
        await executeAndCommit(trx, `UPDATE seats SET taken = taken + 2 WHERE id = ${sqlLiteral("c")}`);
      }),
    ).rejects.toMatchObject({ code: "23514" });
    expect([await ordered("c-1"), await taken("c")]).toEqual([false, 9]);
  });
});

describe("sqlLiteral", () => {
  it("writes values PostgreSQL reads back as they were, quotes and backslashes included", async () => {
    const text = "O'Brien \\ 'x'); DROP TABLE seats; --";
    const literal = `SELECT ${sqlLiteral(text)} AS t, ${sqlLiteral(["a'b", "c"])}::text[] AS a, ${sqlLiteral([1, 2])}::integer[] AS n, ${sqlLiteral(true)} AS b, ${sqlLiteral(null)}::text AS z`;
    const { rows } = await sql
      .raw<{ t: string; a: string[]; n: number[]; b: boolean; z: null }>(literal)
      .execute(db);
    expect(rows[0]).toEqual({ t: text, a: ["a'b", "c"], n: [1, 2], b: true, z: null });
    expect(sqlLiteral([])).toBe("ARRAY[]");
    expect(() => sqlLiteral(Number.NaN)).toThrow("not a number SQL can take");
  });
});

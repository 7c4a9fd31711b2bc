import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { createDatabase } from "./database.ts";

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});

afterAll(async () => {
  await tdb.drop();
});

describe("createDatabase", () => {
  it("gives every connection of the pool its settings, and leaves other pools' alone", async () => {
    const tuned = createDatabase({
      url: tdb.url,
      max: 3,
      settings: { plan_cache_mode: "force_generic_plan" },
    });
    const plain = createDatabase({ url: tdb.url, max: 1 });
    try {
      const modes = await Promise.all(
        Array.from({ length: 3 }, () =>
          tuned.transaction().execute(async (trx) => {
            await sql`SELECT pg_sleep(0.05)`.execute(trx);
            return (
              await sql<{ mode: string }>`SELECT current_setting('plan_cache_mode') AS mode`.execute(trx)
            ).rows[0]!.mode;
          }),
        ),
      );
      expect(modes).toEqual(["force_generic_plan", "force_generic_plan", "force_generic_plan"]);
      const { rows } = await sql<{ mode: string }>`SELECT current_setting('plan_cache_mode') AS mode`.execute(
        plain,
      );
      expect(rows[0]!.mode).toBe("auto");
    } finally {
      await tuned.destroy();
      await plain.destroy();
    }
  });
});

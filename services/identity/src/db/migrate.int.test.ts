import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createDatabase } from "@mawid/eventstore";
import { migrateService, type ServiceDefinition } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { identity } from "../app.ts";
import { identityMigrations } from "./migrate.ts";

let tdb: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  tdb = await createTestDatabase("identity");
  db = createDatabase({ url: tdb.url, max: 2 });
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

const ledger = async () => {
  const { rows } = await sql<{ name: string; applied_at: Date }>`
    SELECT name, applied_at FROM identity.migrations ORDER BY applied_at, name`.execute(db);
  return rows;
};
const features = async () => {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM identity.subscription_features`.execute(db);
  return rows[0]!.n;
};

describe("identity's migrations", () => {
  it("take over the ledger identity's own runner wrote, without running its migrations again", async () => {
    // what that runner left behind, 001 and 002 (the platform's tables beside them: infra/service's test)
    await sql`CREATE SCHEMA identity`.execute(db);
    await sql`
      CREATE TABLE IF NOT EXISTS identity.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      db,
    );
    for (const step of identityMigrations.slice(0, 2)) {
      await db.transaction().execute(async (trx) => {
        await step.up(trx, "identity");
        await sql`INSERT INTO identity.migrations (name) VALUES (${step.name})`.execute(trx);
      });
    }
    const seeded = await features();

    await migrateService(identity as unknown as ServiceDefinition<z.ZodRawShape>, db, false);
    const after = await ledger();
    const names = identityMigrations.map((m) => m.name);
    expect(after.map((r) => r.name)).toEqual([
      ...names.slice(0, 2),
      "eventstore/001-initial",
      "eventstore/002-insert-events",
      "inbox/001-initial",
      ...names.slice(2),
    ]);
    expect(await features()).toBe(seeded);

    await migrateService(identity as unknown as ServiceDefinition<z.ZodRawShape>, db, false);
    expect(await ledger()).toEqual(after);
  });
});

import { type Kysely, sql } from "kysely";
import * as initial from "./migrations/001-initial.ts";
import * as features from "./migrations/002-seed-subscription-features.ts";

const MIGRATIONS: ReadonlyArray<[string, (db: Kysely<unknown>, schema: string) => Promise<void>]> = [
  ["001-initial", initial.up],
  ["002-seed-subscription-features", features.up],
];

/** Applies each numbered migration once, in order; the caller holds the service's migration lock. */
export async function migrate(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`CREATE TABLE IF NOT EXISTS ${s}.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${s}.migrations`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  for (const [name, up] of MIGRATIONS) {
    if (applied.has(name)) continue;
    await db.transaction().execute(async (trx) => {
      await up(trx, schema);
      await sql`INSERT INTO ${s}.migrations (name) VALUES (${name})`.execute(trx);
    });
  }
}

import { type Kysely, sql } from "kysely";

/** One numbered step of a schema's tables. Frozen once released: a change is a new migration. */
export interface Migration {
  /** Its file's name, e.g. `001-initial`; the platform's carry their component, `inbox/001-initial`. */
  readonly name: string;
  up(db: Kysely<unknown>, schema: string): Promise<void>;
}

/**
 * The one migration runner: applies each migration the schema's `migrations` table does not list, in
 * the given order, each in its own transaction with its row there, and stops at the first that fails.
 * Returns the names it applied.
 *
 * Several processes may run it at once: each step takes a transaction-scoped advisory lock on the
 * schema and looks again whether another process applied it meanwhile. The ledger has the shape
 * identity's own runner used, so identity's existing rows count as applied.
 *
 * Kysely's Migrator was the other candidate: it keeps one name-ordered list per table, so a platform
 * migration added after a service's own would be refused as out of order, and it cannot read
 * identity's existing ledger.
 */
export async function runMigrations(
  db: Kysely<unknown>,
  schema: string,
  migrations: readonly Migration[],
): Promise<string[]> {
  const names = migrations.map((m) => m.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new Error(`migration ${schema}/${duplicate} is listed twice`);
  const applied = await db.transaction().execute(async (trx) => {
    await lockSchema(trx, schema);
    await createLedgerIfMissing(trx, schema);
    return appliedNames(trx, schema);
  });
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    const didRun = await db.transaction().execute(async (trx) => {
      await lockSchema(trx, schema);
      if ((await appliedNames(trx, schema)).has(migration.name)) return false;
      try {
        await migration.up(trx, schema);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`migration ${schema}/${migration.name} failed: ${reason}`, { cause: error });
      }
      await sql`INSERT INTO ${sql.id(schema)}.migrations (name) VALUES (${migration.name})`.execute(trx);
      return true;
    });
    if (didRun) ran.push(migration.name);
  }
  return ran;
}

async function lockSchema(trx: Kysely<unknown>, schema: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mawid.migrate:${schema}`}, 0))`.execute(trx);
}

// Looked up first so that a migrated database sees no DDL at all, not even one that changes nothing.
async function createLedgerIfMissing(trx: Kysely<unknown>, schema: string): Promise<void> {
  const { rows } = await sql`
    SELECT FROM pg_tables WHERE schemaname = ${schema} AND tablename = 'migrations'`.execute(trx);
  if (rows.length > 0) return;
  const s = sql.id(schema);
  await sql`CREATE SCHEMA IF NOT EXISTS ${s}`.execute(trx);
  await sql`
    CREATE TABLE ${s}.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    trx,
  );
}

async function appliedNames(trx: Kysely<unknown>, schema: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.id(schema)}.migrations`.execute(trx);
  return new Set(rows.map((r) => r.name));
}

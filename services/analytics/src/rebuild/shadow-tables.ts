import { type Kysely, sql, type Transaction } from "kysely";
import { q } from "../projection/upsert-rows.ts";

/** What a read model's copy under construction, and each of its indexes, is called until the swap. */
export const SHADOW_SUFFIX = "__rebuild";

const shadow = (name: string) => `${name}${SHADOW_SUFFIX}`;

interface IndexDef {
  name: string;
  definition: string;
  primary: boolean;
}

/** The table's indexes as PostgreSQL would write them again: its primary key, then the others. */
async function indexesOf(db: Kysely<unknown>, schema: string, table: string): Promise<IndexDef[]> {
  const { rows } = await sql<IndexDef>`
    SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition, x.indisprimary AS primary
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = ${schema} AND t.relname = ${table}
    ORDER BY x.indisprimary DESC, i.relname`.execute(db);
  return rows;
}

/**
 * The index's definition on the copy, under the copy's name for it: pg_get_indexdef gives
 * `CREATE [UNIQUE] INDEX name ON schema.table USING ...`, and only the part before USING changes.
 */
function onShadow(index: IndexDef, schema: string, table: string): string {
  const using = index.definition.indexOf(" USING ");
  if (using === -1) throw new Error(`unexpected index definition: ${index.definition}`);
  const unique = index.definition.startsWith("CREATE UNIQUE ") ? "UNIQUE " : "";
  return `CREATE ${unique}INDEX ${q(shadow(index.name))} ON ${q(schema)}.${q(shadow(table))}${index.definition.slice(using)}`;
}

/**
 * Empty copies of the read models beside them, each with only its primary key (the upserts' conflict
 * target): the live tables keep serving the dashboards, whole, while the copies fill. A copy left by a
 * rebuild that stopped half-way is dropped first.
 */
export async function createShadowTables(
  db: Kysely<unknown>,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    const live = sql.id(schema, table);
    const copy = sql.id(schema, shadow(table));
    await sql`DROP TABLE IF EXISTS ${copy}`.execute(db);
    await sql`CREATE TABLE ${copy} (LIKE ${live} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`.execute(db);
    // The service's own role must keep owning its tables when an administrator runs the rebuild.
    const { rows } = await sql<{ owner: string }>`
      SELECT tableowner AS owner FROM pg_tables WHERE schemaname = ${schema} AND tablename = ${table}`.execute(
      db,
    );
    await sql`ALTER TABLE ${copy} OWNER TO ${sql.id(rows[0]!.owner)}`.execute(db);
    for (const index of await indexesOf(db, schema, table)) {
      if (!index.primary) continue;
      await sql.raw(onShadow(index, schema, table)).execute(db);
      await sql`ALTER TABLE ${copy} ADD PRIMARY KEY USING INDEX ${sql.id(shadow(index.name))}`.execute(db);
    }
  }
}

/** Drops the copies a rebuild that failed leaves behind. */
export async function dropShadowTables(
  db: Kysely<unknown>,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) await sql`DROP TABLE IF EXISTS ${sql.id(schema, shadow(table))}`.execute(db);
}

/** The copies' other indexes, built once they are full: faster than keeping them up row by row. */
export async function indexShadowTables(
  db: Kysely<unknown>,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables)
    for (const index of await indexesOf(db, schema, table))
      if (!index.primary) await sql.raw(onShadow(index, schema, table)).execute(db);
}

/**
 * Puts the copies in the live tables' place, under their names and their indexes' names, inside the
 * caller's transaction (which holds every live table's lock, so no reader sees a table half swapped).
 */
export async function swapInShadowTables(
  trx: Transaction<unknown>,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    const indexes = await indexesOf(trx, schema, table);
    await sql`DROP TABLE ${sql.id(schema, table)}`.execute(trx);
    await sql`ALTER TABLE ${sql.id(schema, shadow(table))} RENAME TO ${sql.id(table)}`.execute(trx);
    for (const index of indexes)
      await sql`ALTER INDEX ${sql.id(schema, shadow(index.name))} RENAME TO ${sql.id(index.name)}`.execute(
        trx,
      );
  }
}

/**
 * Vacuums and analyses the full copies before they go live: the planner knows them from the first
 * dashboard on (not once autovacuum comes by), and the tickets' covering indexes can answer alone.
 */
export async function settleShadowTables(
  db: Kysely<unknown>,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) await sql`VACUUM (ANALYZE) ${sql.id(schema, shadow(table))}`.execute(db);
}

import pg from "pg";
import { SERVICES } from "../src/index.ts";

/** `schema.table` -> rows, for every table of every service's schema (event store, outbox, read models). */
export async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; table: string }>(
      `SELECT table_schema AS schema, table_name AS table FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema = ANY($1) ORDER BY 1, 2`,
      [SERVICES.map((s) => s.name)],
    );
    const counts: Record<string, number> = {};
    for (const { schema, table } of tables.rows) {
      const quoted = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
      const result = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoted}`);
      counts[`${schema}.${table}`] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The tables whose counts differ, with both counts. */
export function changedCounts(before: Record<string, number>, after: Record<string, number>) {
  const changed: Record<string, { before: number; after: number }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[table] !== after[table])
      changed[table] = { before: before[table] ?? 0, after: after[table] ?? 0 };
  }
  return changed;
}

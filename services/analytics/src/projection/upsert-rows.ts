import { CompiledQuery, type Transaction } from "kysely";
import { mergeRows, type Row } from "./merge-rows.ts";
import type { TableSpec } from "./read-model-tables.ts";

const statements = new Map<string, string>();

/** One INSERT ... SELECT FROM jsonb_to_recordset ... ON CONFLICT for the table, built once. */
function upsertStatement(spec: TableSpec, schema: string, table: string): string {
  const cacheKey = `${schema}.${table}`;
  const cached = statements.get(cacheKey);
  if (cached) return cached;
  const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const columns = Object.keys(spec.columns);
  const versionOf = new Map<string, string>();
  for (const group of spec.versioned) for (const c of group.columns) versionOf.set(c, group.version);
  const versions = new Set(spec.versioned.map((g) => g.version));
  const sets = columns
    .filter((c) => !spec.key.includes(c))
    .map((c) => {
      const version = versionOf.get(c);
      if (versions.has(c)) return `${q(c)} = GREATEST(t.${q(c)}, EXCLUDED.${q(c)})`;
      if (version)
        return `${q(c)} = CASE WHEN EXCLUDED.${q(version)} > t.${q(version)} THEN EXCLUDED.${q(c)} ELSE t.${q(c)} END`;
      return `${q(c)} = COALESCE(t.${q(c)}, EXCLUDED.${q(c)})`;
    });
  const select = columns.map((c) => (versions.has(c) ? `COALESCE(x.${q(c)}, 0)` : `x.${q(c)}`));
  const text = `INSERT INTO ${q(schema)}.${q(table)} AS t (${columns.map(q).join(", ")})
    SELECT ${select.join(", ")}
    FROM jsonb_to_recordset($1::jsonb) AS x(${columns.map((c) => `${q(c)} ${spec.columns[c]}`).join(", ")})
    ON CONFLICT (${spec.key.map(q).join(", ")}) DO UPDATE SET ${sets.join(", ")}`;
  statements.set(cacheKey, text);
  return text;
}

/** Upserts the rows (merged by key first) in one statement, into `table` (the spec's, or the rebuild's copy of it). */
export async function upsertRows(
  trx: Transaction<unknown>,
  schema: string,
  spec: TableSpec,
  rows: readonly Row[],
  table: string = spec.table,
): Promise<void> {
  if (rows.length === 0) return;
  const merged = mergeRows(spec, rows);
  await trx.executeQuery(CompiledQuery.raw(upsertStatement(spec, schema, table), [JSON.stringify(merged)]));
}

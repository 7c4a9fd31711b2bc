import { CompiledQuery, type Transaction } from "kysely";
import { mergeRows, type Row } from "./merge-rows.ts";
import type { TableSpec } from "./read-model-tables.ts";

/** A quoted SQL identifier. */
export const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The spec's columns with their types, as a column definition list. */
export const columnDefinitions = (spec: TableSpec) =>
  Object.entries(spec.columns)
    .map(([c, type]) => `${q(c)} ${type}`)
    .join(", ");

const statements = new Map<string, string>();

/**
 * One INSERT ... SELECT ... ON CONFLICT for the table, merging by the spec's rules, from `source`: a
 * row source aliased `x` with the spec's columns (the live consumers' JSON parameter, or the rebuild's
 * staging table). A fact that changes nothing (an order's tickets again when it is paid) leaves its
 * row as it is: no new row version, no new index entries. Built once per table and source.
 */
export function upsertStatement(spec: TableSpec, schema: string, table: string, source: string): string {
  const cacheKey = `${schema}.${table}\u0000${source}`;
  const cached = statements.get(cacheKey);
  if (cached) return cached;
  const columns = Object.keys(spec.columns);
  const versionOf = new Map<string, string>();
  for (const group of spec.versioned) for (const c of group.columns) versionOf.set(c, group.version);
  const versions = new Set(spec.versioned.map((g) => g.version));
  const updated = columns.filter((c) => !spec.key.includes(c));
  const merged = updated.map((c) => {
    const version = versionOf.get(c);
    if (versions.has(c)) return `GREATEST(t.${q(c)}, EXCLUDED.${q(c)})`;
    if (version)
      return `CASE WHEN EXCLUDED.${q(version)} > t.${q(version)} THEN EXCLUDED.${q(c)} ELSE t.${q(c)} END`;
    return `COALESCE(t.${q(c)}, EXCLUDED.${q(c)})`;
  });
  const select = columns.map((c) => (versions.has(c) ? `COALESCE(x.${q(c)}, 0)` : `x.${q(c)}`));
  const text = `INSERT INTO ${q(schema)}.${q(table)} AS t (${columns.map(q).join(", ")})
    SELECT ${select.join(", ")}
    FROM ${source}
    ON CONFLICT (${spec.key.map(q).join(", ")}) DO UPDATE SET ${updated.map((c, i) => `${q(c)} = ${merged[i]}`).join(", ")}
    WHERE (${updated.map((c) => `t.${q(c)}`).join(", ")}) IS DISTINCT FROM (${merged.join(", ")})`;
  statements.set(cacheKey, text);
  return text;
}

/**
 * The rows as one JSON parameter: json, not jsonb, because nothing reads it twice and PostgreSQL turns
 * json into records without building jsonb's sorted binary form first (a third less of its CPU).
 */
const jsonSources = new Map<TableSpec, string>();
function jsonSource(spec: TableSpec): string {
  let source = jsonSources.get(spec);
  if (source === undefined) {
    source = `json_to_recordset($1::json) AS x(${columnDefinitions(spec)})`;
    jsonSources.set(spec, source);
  }
  return source;
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
  await trx.executeQuery(
    CompiledQuery.raw(upsertStatement(spec, schema, table, jsonSource(spec)), [JSON.stringify(merged)]),
  );
}

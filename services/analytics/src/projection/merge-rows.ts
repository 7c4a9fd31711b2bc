import type { TableSpec } from "./read-model-tables.ts";

export type Row = Record<string, unknown>;

const keyOf = (spec: TableSpec, row: Row) => spec.key.map((k) => String(row[k])).join("\u0000");

/**
 * Folds rows with the same key into one, by the table's rules (see TableSpec), exactly as applying them
 * one after another would: a statement may touch each key once, so a page's duplicates meet here first.
 */
export function mergeRows(spec: TableSpec, rows: readonly Row[]): Row[] {
  const byKey = new Map<string, Row>();
  const versionOf = new Map<string, string>();
  for (const group of spec.versioned) for (const c of group.columns) versionOf.set(c, group.version);
  const versions = new Set(spec.versioned.map((g) => g.version));
  for (const row of rows) {
    const key = keyOf(spec, row);
    const current = byKey.get(key);
    if (!current) {
      byKey.set(key, { ...row });
      continue;
    }
    for (const column of Object.keys(spec.columns)) {
      if (spec.key.includes(column) || versions.has(column)) continue;
      const version = versionOf.get(column);
      if (version) {
        if (Number(row[version] ?? 0) > Number(current[version] ?? 0)) current[column] = row[column] ?? null;
      } else if (current[column] == null) {
        current[column] = row[column] ?? null;
      }
    }
    for (const version of versions)
      current[version] = Math.max(Number(current[version] ?? 0), Number(row[version] ?? 0));
  }
  return [...byKey.values()];
}

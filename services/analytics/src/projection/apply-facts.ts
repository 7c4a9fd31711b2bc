import type { Transaction } from "kysely";
import type { Row } from "./merge-rows.ts";
import type { Fact } from "./projector.ts";
import { TABLE_SPECS } from "./read-model-tables.ts";
import { upsertRows } from "./upsert-rows.ts";

/** The facts' rows, table by table. */
export function rowsByTable(facts: readonly Fact[]): Map<string, Row[]> {
  const byTable = new Map<string, Row[]>();
  for (const f of facts) {
    const rows = byTable.get(f.table);
    if (rows) rows.push(f.row);
    else byTable.set(f.table, [f.row]);
  }
  return byTable;
}

/**
 * Writes facts into the read models: one statement per table, tables always in the same order. The live
 * consumers call it with one message's facts, the rebuild with a whole page's into its copies of the
 * tables (their names end in `suffix`): the same rules either way.
 */
export async function applyFacts(
  trx: Transaction<unknown>,
  schema: string,
  facts: readonly Fact[],
  suffix = "",
) {
  const byTable = rowsByTable(facts);
  for (const spec of TABLE_SPECS) {
    const rows = byTable.get(spec.table);
    if (rows) await upsertRows(trx, schema, spec, rows, `${spec.table}${suffix}`);
  }
}

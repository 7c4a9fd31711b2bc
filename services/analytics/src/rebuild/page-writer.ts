import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { rowsByTable } from "../projection/apply-facts.ts";
import { mergeRows } from "../projection/merge-rows.ts";
import type { Fact } from "../projection/projector.ts";
import { TABLE_SPECS } from "../projection/read-model-tables.ts";
import { columnDefinitions, q, upsertStatement } from "../projection/upsert-rows.ts";
import { setBackendPriority } from "./backend-priority.ts";
import { copyText } from "./copy-text.ts";

export interface PageWriter {
  /** Writes one page's facts into the copies, in one transaction, by the same rules as the live consumers. */
  write(facts: readonly Fact[]): Promise<void>;
  close(): Promise<void>;
}

const staging = (table: string) => q(`rebuild_stage_${table}`);

/**
 * The rebuild's writer: one connection of its own (COPY needs the driver's client, which the query
 * builder keeps to itself) with a temporary staging table per read model (the spec's columns, none of
 * them required), emptied at every commit. A page's rows go into the staging tables by COPY and from
 * there into the copies by the same upsert the live consumers run on their JSON parameter; for
 * PostgreSQL that is about half the work per row. Its backend is given `priority` where it can be.
 */
export async function openPageWriter(
  url: string,
  schema: string,
  suffix: string,
  priority?: number,
): Promise<PageWriter> {
  const client = new pg.Client({ connectionString: url, application_name: "analytics-rebuild-writer" });
  await client.connect();
  try {
    if (priority !== undefined) await setBackendPriority(client, priority);
    for (const spec of TABLE_SPECS)
      await client.query(
        `CREATE TEMPORARY TABLE ${staging(spec.table)} (${columnDefinitions(spec)}) ON COMMIT DELETE ROWS`,
      );
  } catch (error) {
    await client.end();
    throw error;
  }
  const copyStatements = new Map(
    TABLE_SPECS.map((spec) => [
      spec.table,
      `COPY ${staging(spec.table)} (${Object.keys(spec.columns).map(q).join(", ")}) FROM STDIN`,
    ]),
  );
  const upserts = new Map(
    TABLE_SPECS.map((spec) => [
      spec.table,
      upsertStatement(spec, schema, `${spec.table}${suffix}`, `${staging(spec.table)} AS x`),
    ]),
  );

  return {
    async write(facts) {
      const byTable = rowsByTable(facts);
      await client.query("BEGIN; SET LOCAL synchronous_commit = off");
      try {
        // in TABLE_SPECS' order, as every writer takes the tables
        for (const spec of TABLE_SPECS) {
          const rows = byTable.get(spec.table);
          if (!rows) continue;
          const text = copyText(Object.keys(spec.columns), mergeRows(spec, rows));
          await pipeline([text], client.query(copyFrom(copyStatements.get(spec.table)!)));
          await client.query(upserts.get(spec.table)!);
        }
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    close: () => client.end(),
  };
}

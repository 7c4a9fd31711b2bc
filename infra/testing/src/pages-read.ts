import { CompiledQuery, type Kysely } from "kysely";

/** Anything that runs a statement with parameters and answers rows: a pg client or pool, or a Kysely adapter. */
export interface Statements {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** A Kysely database as `Statements`: a query built with it is compiled, then run as text. */
export function kyselyStatements(db: Kysely<unknown>): Statements {
  return { query: (text, values = []) => db.executeQuery(CompiledQuery.raw(text, values)) };
}

interface ExplainedPlan {
  "QUERY PLAN": [{ Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number } }];
}

/**
 * The pages one run of `statement` touched, found in shared buffers or read: what a query on a timer
 * costs, whatever the machine's speed, and what grows when it scans a table instead of an index.
 */
export async function pagesRead(db: Statements, statement: string, values: unknown[] = []): Promise<number> {
  const r = await db.query<ExplainedPlan>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement}`, values);
  const plan = r.rows[0]!["QUERY PLAN"][0].Plan;
  return plan["Shared Hit Blocks"] + plan["Shared Read Blocks"];
}

/** The pages a table holds: what a scan of all of it would read. */
export async function tablePages(db: Statements, table: string): Promise<number> {
  const r = await db.query<{ pages: string }>(
    "SELECT pg_relation_size($1::regclass) / current_setting('block_size')::int AS pages",
    [table],
  );
  return Number(r.rows[0]!.pages);
}

import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // scan_write_rows (migration 005) asks, row by row, whether a chained scan follows its stream's
  // stored event: an IF with a subquery, which PL/pgSQL runs as a statement from its plan cache. Under
  // the default plan_cache_mode PostgreSQL planned it again for every row, because a plan made with
  // the row's values (for a scan with no chain, all of it folds to false) always looks cheaper than
  // the generic one, so the generic plan was never chosen: 25,006 plans for 25,000 synced scans,
  // 219 ms of planning (npm run bench checkin, PostgreSQL 17). The generic plan is one probe of the
  // events' (stream_id, stream_position) index; every other statement of the function already settled on
  // its generic plan after the first five calls of a session.
  await sql`ALTER FUNCTION ${s}.scan_write_rows(jsonb) SET plan_cache_mode = force_generic_plan`.execute(db);
}

import { type Kysely, sql } from "kysely";

/** The analytics service's own tables. Idempotent; later changes are new statements, never edits. */
export async function migrateAnalytics(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.platform_event_counts (
      topic text NOT NULL,
      event_type text NOT NULL,
      count bigint NOT NULL,
      last_occurred_at timestamptz NOT NULL,
      PRIMARY KEY (topic, event_type)
    )`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file. IF NOT EXISTS only
// here: databases that ran these same statements at every boot before the runner existed adopt it.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
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

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file. IF NOT EXISTS only
// here: databases that ran these same statements at every boot before the runner existed adopt it.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.event_list (
      event_id text PRIMARY KEY,
      organization_id text NOT NULL,
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      venue text NOT NULL DEFAULT '',
      status text NOT NULL,
      published_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS event_list_published_starts
      ON ${s}.event_list (starts_at) WHERE status = 'published'`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // The defaults are an event's that nobody set: a reminder a day before, without a note.
  await sql`
    CREATE TABLE ${s}.reminders (
      event_id uuid PRIMARY KEY,
      organization_id uuid NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      hours_before integer NOT NULL DEFAULT 24,
      note text NOT NULL DEFAULT '',
      sent_at timestamptz,
      recipients integer
    )`.execute(db);
  // Where the reminder tells holders to come: the events service announces the venue or the link.
  await sql`ALTER TABLE ${s}.known_events ADD COLUMN venue jsonb, ADD COLUMN online_url text`.execute(db);
  // The reminder pass asks every minute which published events start within the week ahead.
  await sql`
    CREATE INDEX known_events_published_start ON ${s}.known_events (starts_at)
    WHERE status = 'published'`.execute(db);
}

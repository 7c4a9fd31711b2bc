import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // The skeleton's listing, written by hand; events are now defined by their stream and its projections.
  await sql`DROP TABLE IF EXISTS ${s}.event_list`.execute(db);
  await sql`
    CREATE TABLE ${s}.event_details (
      id uuid PRIMARY KEY,
      organization_id uuid NOT NULL,
      status text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      publish_at timestamptz,
      submitted_at timestamptz,
      series_id uuid,
      state jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX event_details_organization ON ${s}.event_details (organization_id, starts_at)`.execute(
    db,
  );
  // The approval queue, oldest submission first, and the scheduler's two scans.
  await sql`
    CREATE INDEX event_details_submitted ON ${s}.event_details (submitted_at)
      WHERE status = 'submitted'`.execute(db);
  await sql`
    CREATE INDEX event_details_to_publish ON ${s}.event_details (publish_at)
      WHERE status = 'approved'`.execute(db);
  await sql`
    CREATE INDEX event_details_to_complete ON ${s}.event_details (ends_at)
      WHERE status = 'published'`.execute(db);
}

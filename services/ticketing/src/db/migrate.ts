import { type Kysely, sql } from "kysely";

/** The ticketing service's own tables. Idempotent; later changes are new statements, never edits. */
export async function migrateTicketing(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.ticket_type_list (
      ticket_type_id text PRIMARY KEY,
      event_id text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      price_cents integer NOT NULL,
      currency text NOT NULL,
      quota integer NOT NULL,
      sold integer NOT NULL DEFAULT 0,
      sort_order integer NOT NULL DEFAULT 0,
      status text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS ticket_type_list_event ON ${s}.ticket_type_list (event_id, sort_order)`.execute(
    db,
  );
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file. IF NOT EXISTS only
// here: databases that ran these same statements at every boot before the runner existed adopt it.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
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

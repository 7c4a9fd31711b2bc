import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new file. IF NOT EXISTS only here:
// databases that ran the idempotent boot DDL before the runner existed adopt it unchanged.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.inbox (
      group_name text NOT NULL,
      message_id uuid NOT NULL,
      topic text NOT NULL,
      outcome text NOT NULL DEFAULT 'handled',
      handled_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_name, message_id)
    )`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.parked_messages (
      group_name text NOT NULL,
      message_id uuid NOT NULL,
      topic text NOT NULL,
      key text NOT NULL,
      envelope jsonb NOT NULL,
      headers jsonb NOT NULL,
      attempts integer NOT NULL,
      last_error text NOT NULL,
      parked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_name, message_id)
    )`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new file. IF NOT EXISTS only here:
// databases that ran the idempotent boot DDL before the runner existed adopt it unchanged.
// The `schema` is always "bus": the postgres transport's log is shared by every service.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.messages (
      position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      topic text NOT NULL,
      key text NOT NULL,
      envelope jsonb NOT NULL,
      headers jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS messages_topic_order
      ON ${s}.messages (topic, transaction_id, position)`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.checkpoints (
      group_name text NOT NULL,
      topic text NOT NULL,
      transaction_id xid8 NOT NULL,
      position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (group_name, topic)
    )`.execute(db);
}

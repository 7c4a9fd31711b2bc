import { type Kysely, sql } from "kysely";

/**
 * The event store's tables inside a service's own schema. Idempotent: every service runs it at boot
 * before its own migrations.
 */
export async function migrateEventStore(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`CREATE SCHEMA IF NOT EXISTS ${s}`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.streams (
      stream_id text PRIMARY KEY,
      stream_type text NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.events (
      global_position bigserial PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      stream_id text NOT NULL,
      stream_type text NOT NULL,
      stream_position integer NOT NULL,
      type text NOT NULL,
      version integer NOT NULL,
      data jsonb NOT NULL,
      correlation_id text NOT NULL,
      causation_id text,
      traceparent text,
      occurred_at timestamptz NOT NULL,
      UNIQUE (stream_id, stream_position)
    )`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${s}.outbox (
      position bigserial PRIMARY KEY,
      topic text NOT NULL,
      key text NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

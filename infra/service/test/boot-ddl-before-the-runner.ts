import { type Kysely, sql } from "kysely";

// What the platform ran at every boot before the migration runner (commit e72227b), kept verbatim so
// that tests can make the databases existing deployments have. Only the append function is left out:
// the event store's first migration re-creates it with CREATE OR REPLACE, whatever its old body.

export async function oldMigrateEventStore(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`CREATE SCHEMA IF NOT EXISTS ${s}`.execute(db);
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
  // Earlier versions kept each stream's version in a table of its own: the events' unique
  // (stream_id, stream_position) index guards the same thing for one write less per append.
  await sql`DROP TABLE IF EXISTS ${s}.streams`.execute(db);
}

export async function oldMigrateBus(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended('mawid.bus.migrate', 0))`.execute(trx);
    await sql`CREATE SCHEMA IF NOT EXISTS bus`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS bus.messages (
        position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        topic text NOT NULL,
        key text NOT NULL,
        envelope jsonb NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(trx);
    await sql`
      CREATE INDEX IF NOT EXISTS messages_topic_order
        ON bus.messages (topic, transaction_id, position)`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS bus.checkpoints (
        group_name text NOT NULL,
        topic text NOT NULL,
        transaction_id xid8 NOT NULL,
        position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_name, topic)
      )`.execute(trx);
  });
}

/**
 * A service's inbox (one row per message a consumer group has had its effect for, committed with the
 * effect) and its parked (poison) messages. Idempotent.
 */
export async function oldMigrateInbox(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mawid.inbox.migrate:${schema}`}, 0))`.execute(
      trx,
    );
    await sql`CREATE SCHEMA IF NOT EXISTS ${s}`.execute(trx);
    await sql`
      CREATE TABLE IF NOT EXISTS ${s}.inbox (
        group_name text NOT NULL,
        message_id uuid NOT NULL,
        topic text NOT NULL,
        outcome text NOT NULL DEFAULT 'handled',
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_name, message_id)
      )`.execute(trx);
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
      )`.execute(trx);
  });
}

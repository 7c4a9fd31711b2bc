import { type Kysely, sql } from "kysely";

/**
 * The postgres transport's log and consumer-group checkpoints, in schema "bus". Readers order and
 * checkpoint by (transaction_id, position) and only read rows of transactions older than every running
 * one, so a transaction that commits after a later one is never skipped. Idempotent and safe to run
 * from several processes at once.
 */
export async function migrateBus(db: Kysely<unknown>): Promise<void> {
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
export async function migrateInbox(db: Kysely<unknown>, schema: string): Promise<void> {
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

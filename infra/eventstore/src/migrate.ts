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
  await createAppendFunction(db, schema);
}

/**
 * The append as a server-side function: PL/pgSQL keeps each statement's plan for the session, which
 * saves the planning that dominated PostgreSQL's CPU when the same multi-statement append arrived as
 * fresh SQL text every time. Returns the stream's new version, or NULL when the stream is not at the
 * expected version (0 = must not exist, -1 = any).
 */
async function createAppendFunction(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE OR REPLACE FUNCTION ${s}.append_events(
      p_stream_id text, p_stream_type text, p_expected integer,
      p_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_topics text[],
      p_correlation_id text, p_causation_id text, p_traceparent text, p_occurred_at timestamptz, p_envelope jsonb
    ) RETURNS integer LANGUAGE plpgsql AS $fn$
    DECLARE
      n integer := cardinality(p_ids);
      v integer;
    BEGIN
      IF p_expected = 0 THEN
        INSERT INTO ${s}.streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, n)
        ON CONFLICT (stream_id) DO NOTHING RETURNING version INTO v;
      ELSIF p_expected < 0 THEN
        INSERT INTO ${s}.streams AS st (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, n)
        ON CONFLICT (stream_id) DO UPDATE SET version = st.version + n RETURNING version INTO v;
      ELSE
        UPDATE ${s}.streams SET version = version + n
        WHERE stream_id = p_stream_id AND version = p_expected RETURNING version INTO v;
      END IF;
      IF v IS NULL OR n = 0 THEN
        RETURN v;
      END IF;
      INSERT INTO ${s}.events (event_id, stream_id, stream_type, stream_position, type, version, data,
        correlation_id, causation_id, traceparent, occurred_at)
      SELECT e.id, p_stream_id, p_stream_type, v - n + e.ord::integer, e.type, e.version, e.data,
        p_correlation_id, p_causation_id, p_traceparent, p_occurred_at
      FROM unnest(p_ids, p_types, p_versions, p_data) WITH ORDINALITY AS e(id, type, version, data, ord);
      INSERT INTO ${s}.outbox (topic, key, envelope)
      SELECT e.topic, p_stream_id, p_envelope || jsonb_build_object(
        'id', e.id, 'type', e.type, 'version', e.version, 'streamPosition', v - n + e.ord::integer, 'data', e.data)
      FROM unnest(p_ids, p_types, p_versions, p_data, p_topics) WITH ORDINALITY AS e(id, type, version, data, topic, ord)
      ORDER BY e.ord;
      RETURN v;
    END
    $fn$`.execute(db);
}

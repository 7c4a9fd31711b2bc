import { type Kysely, type RawBuilder, sql } from "kysely";

// Frozen: a released migration is never edited; a change (the append function's too) is a new file.
// IF NOT EXISTS only here: databases that ran the idempotent boot DDL before the runner existed
// already hold these tables, and adopt this migration without touching them.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
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
  await createAppendFunction(db, s);
}

/**
 * The append as a server-side function: PL/pgSQL keeps each statement's plan for the session, which
 * saves the planning that dominated PostgreSQL's CPU when the same multi-statement append arrived as
 * fresh SQL text every time. Returns the stream's new version, or NULL when the stream is not at the
 * expected version (0 = must not exist, -1 = any) and nothing was written.
 *
 * The stream's version is its last event's position. The append claims the position after the
 * expected version with its first event (ON CONFLICT DO NOTHING: a writer that took it first wins,
 * one still in flight is waited for). Whoever holds that position owns the ones after it, since every
 * other writer targets a position it has seen taken or the first free one; so the rest go in plainly.
 */
async function createAppendFunction(db: Kysely<unknown>, s: RawBuilder<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ${s}.append_events(
      p_stream_id text, p_stream_type text, p_expected integer,
      p_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_topics text[],
      p_correlation_id text, p_causation_id text, p_traceparent text, p_occurred_at timestamptz, p_envelope jsonb
    ) RETURNS integer LANGUAGE plpgsql AS $fn$
    DECLARE
      n integer := cardinality(p_ids);
      base integer := p_expected;
      attempts integer := 0;
    BEGIN
      LOOP
        IF p_expected < 0 THEN
          SELECT coalesce(max(stream_position), 0) INTO base FROM ${s}.events WHERE stream_id = p_stream_id;
        ELSIF p_expected > 0 THEN
          PERFORM FROM ${s}.events WHERE stream_id = p_stream_id AND stream_position = p_expected;
          IF NOT FOUND THEN
            RETURN NULL;
          END IF;
        END IF;
        IF n = 0 THEN
          PERFORM FROM ${s}.events WHERE stream_id = p_stream_id AND stream_position = base + 1;
          RETURN CASE WHEN FOUND AND p_expected >= 0 THEN NULL ELSE base END;
        END IF;
        INSERT INTO ${s}.events (event_id, stream_id, stream_type, stream_position, type, version, data,
          correlation_id, causation_id, traceparent, occurred_at)
        SELECT e.id, p_stream_id, p_stream_type, base + e.ord::integer, e.type, e.version, e.data,
          p_correlation_id, p_causation_id, p_traceparent, p_occurred_at
        FROM unnest(p_ids, p_types, p_versions, p_data) WITH ORDINALITY AS e(id, type, version, data, ord)
        WHERE e.ord = 1
        ON CONFLICT (stream_id, stream_position) DO NOTHING;
        EXIT WHEN FOUND;
        -- Another writer took the position: an expected version has lost; "any" tries the new end.
        attempts := attempts + 1;
        IF p_expected >= 0 OR attempts >= 10 THEN
          RETURN NULL;
        END IF;
      END LOOP;
      IF n > 1 THEN
        INSERT INTO ${s}.events (event_id, stream_id, stream_type, stream_position, type, version, data,
          correlation_id, causation_id, traceparent, occurred_at)
        SELECT e.id, p_stream_id, p_stream_type, base + e.ord::integer, e.type, e.version, e.data,
          p_correlation_id, p_causation_id, p_traceparent, p_occurred_at
        FROM unnest(p_ids, p_types, p_versions, p_data) WITH ORDINALITY AS e(id, type, version, data, ord)
        WHERE e.ord > 1;
      END IF;
      INSERT INTO ${s}.outbox (topic, key, envelope)
      SELECT e.topic, p_stream_id, p_envelope || jsonb_build_object(
        'id', e.id, 'type', e.type, 'version', e.version, 'streamPosition', base + e.ord::integer, 'data', e.data)
      FROM unnest(p_ids, p_types, p_versions, p_data, p_topics) WITH ORDINALITY AS e(id, type, version, data, topic, ord)
      ORDER BY e.ord;
      RETURN base + n;
    END
    $fn$`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Many streams' events at positions their writer has already settled (it holds the streams' locks,
  // or they are new), with their outbox rows, in two set-wise statements: for functions that write a
  // batch of commands at once (a synced batch of scans, an on-sale's orders), where append_events
  // once per stream costs PostgreSQL a few statements each. The arrays are parallel, one entry per
  // event in the order to write; an entry whose position is NULL is skipped. A position another
  // writer took fails the whole statement on the unique (stream_id, stream_position).
  await sql`
    CREATE FUNCTION ${s}.insert_events(
      p_ids uuid[], p_stream_ids text[], p_stream_types text[], p_positions integer[], p_types text[],
      p_versions integer[], p_data jsonb[], p_topics text[], p_envelopes jsonb[]
    ) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO ${s}.events (event_id, stream_id, stream_type, stream_position, type, version, data,
        correlation_id, causation_id, traceparent, occurred_at)
      SELECT u.id, u.stream_id, u.stream_type, u.position, u.type, u.version, u.data, u.envelope->>'correlationId',
        u.envelope->>'causationId', u.envelope->>'traceparent', (u.envelope->>'occurredAt')::timestamptz
      FROM unnest(p_ids, p_stream_ids, p_stream_types, p_positions, p_types, p_versions, p_data, p_envelopes)
        WITH ORDINALITY AS u(id, stream_id, stream_type, position, type, version, data, envelope, ord)
      WHERE u.position IS NOT NULL ORDER BY u.ord;
      INSERT INTO ${s}.outbox (topic, key, envelope)
      SELECT u.topic, u.stream_id, u.envelope || jsonb_build_object(
        'id', u.id, 'type', u.type, 'version', u.version, 'streamPosition', u.position, 'data', u.data)
      FROM unnest(p_topics, p_ids, p_stream_ids, p_positions, p_types, p_versions, p_data, p_envelopes)
        WITH ORDINALITY AS u(topic, id, stream_id, position, type, version, data, envelope, ord)
      WHERE u.position IS NOT NULL ORDER BY u.ord;
    END
    $fn$`.execute(db);
}

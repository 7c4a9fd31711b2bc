import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // A scan's whole read in one round trip: the ticket, the event's status, any answer already given
  // to the scan's nonce, and the ticket's admission stream with its version.
  await sql`
    CREATE FUNCTION ${s}.scan_read(p_stream text, p_event uuid, p_nonce text, p_ticket uuid)
    RETURNS TABLE (
      event_status text, stored jsonb, ticket_id uuid, order_id uuid, ticket_type_id text, section text,
      attendee_name text, admits integer, valid_from timestamptz, valid_until timestamptz,
      revoked_reason text, stream_version integer, past jsonb
    ) LANGUAGE sql STABLE AS $fn$
      SELECT
        (SELECT k.status FROM ${s}.known_events k WHERE k.event_id = p_event),
        (SELECT n.answer FROM ${s}.scan_nonces n WHERE n.event_id = p_event AND n.nonce = p_nonce),
        t.ticket_id, t.order_id, t.ticket_type_id, t.section, t.attendee_name, t.admits, t.valid_from,
        t.valid_until, t.revoked_reason,
        coalesce(e.version, 0), coalesce(e.past, '[]'::jsonb)
      FROM (SELECT 1) AS one
      LEFT JOIN ${s}.tickets t ON t.ticket_id = p_ticket AND t.event_id = p_event
      LEFT JOIN LATERAL (
        SELECT max(x.stream_position)::integer AS version,
          jsonb_agg(jsonb_build_object('type', x.type, 'version', x.version, 'data', x.data)
            ORDER BY x.stream_position) AS past
        FROM ${s}.events x WHERE x.stream_id = p_stream
      ) e ON true
    $fn$`.execute(db);
  // A scan's whole write in one statement, so one implicit transaction and one round trip. Every
  // writer of an admission (or rejections) stream goes through here and holds the stream's advisory
  // lock while it writes, so the version it checks cannot move before it appends:
  //   'conflict'  the stream moved past p_expected since it was read, or its event at p_expected is
  //               not p_after (a batch's chained decision whose predecessor was not written): nothing
  //               written; decide again;
  //   'answered'  the nonce was answered by a twin (nothing written; return the stored answer);
  //   'written'   the nonce's answer, the events, their outbox rows and the admissions rows, together.
  // p_expected -1 appends at the end whatever the version: a refusal changes no state, so it never
  // needs to race. The admissions projection is applied here, per event, from the events' own data:
  // replaying a stream's events through it rebuilds the rows.
  await sql`
    CREATE FUNCTION ${s}.scan_write(
      p_stream_id text, p_stream_type text, p_expected integer,
      p_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_topics text[],
      p_correlation_id text, p_causation_id text, p_traceparent text, p_occurred_at timestamptz,
      p_envelope jsonb, p_event uuid, p_nonce text, p_answer jsonb, p_after uuid
    ) RETURNS text LANGUAGE plpgsql AS $fn$
    DECLARE
      d jsonb;
      v_at timestamptz;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));
      IF p_expected >= 0 AND p_expected <> (
        SELECT coalesce(max(stream_position), 0) FROM ${s}.events WHERE stream_id = p_stream_id
      ) THEN
        RETURN 'conflict';
      END IF;
      IF p_after IS NOT NULL AND NOT EXISTS (
        SELECT FROM ${s}.events WHERE stream_id = p_stream_id AND stream_position = p_expected AND event_id = p_after
      ) THEN
        RETURN 'conflict';
      END IF;
      IF p_nonce IS NOT NULL THEN
        INSERT INTO ${s}.scan_nonces (event_id, nonce, answer, recorded_at)
        VALUES (p_event, p_nonce, p_answer, p_occurred_at) ON CONFLICT DO NOTHING;
        IF NOT FOUND THEN
          RETURN 'answered';
        END IF;
      END IF;
      IF ${s}.append_events(p_stream_id, p_stream_type, greatest(p_expected, -1), p_ids, p_types, p_versions,
        p_data, p_topics, p_correlation_id, p_causation_id, p_traceparent, p_occurred_at, p_envelope) IS NULL THEN
        RAISE EXCEPTION 'stream % moved while locked', p_stream_id;
      END IF;
      FOR i IN 1 .. cardinality(p_types) LOOP
        d := p_data[i];
        CASE p_types[i]
          WHEN 'TicketCheckedIn' THEN
            v_at := (d->>'recordedAt')::timestamptz;
            INSERT INTO ${s}.admissions (ticket_id, event_id, section, admits, status, admitted_at,
              admitted_gate_id, current_gate_id, device_id, user_id, manual, offline, changed_at)
            VALUES ((d->>'ticketId')::uuid, (d->>'eventId')::uuid, d->>'section', (d->>'admits')::integer,
              'inside', (d->>'scannedAt')::timestamptz, d->>'gateId', d->>'gateId', (d->>'deviceId')::uuid,
              (d->>'userId')::uuid, (d->>'manual')::boolean, (d->>'offline')::boolean, v_at)
            -- A re-entry keeps the first admission's time, gate and station: that one counts.
            ON CONFLICT (ticket_id) DO UPDATE
              SET status = 'inside', current_gate_id = excluded.current_gate_id, changed_at = v_at;
          WHEN 'TicketCheckedOut' THEN
            UPDATE ${s}.admissions SET status = 'left', changed_at = (d->>'recordedAt')::timestamptz
            WHERE ticket_id = (d->>'ticketId')::uuid;
          WHEN 'CheckInUndone' THEN
            DELETE FROM ${s}.admissions WHERE ticket_id = (d->>'ticketId')::uuid;
          ELSE
            NULL;
        END CASE;
      END LOOP;
      RETURN 'written';
    END
    $fn$`.execute(db);
}

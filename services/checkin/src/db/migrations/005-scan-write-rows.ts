import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // One admissions-projection step, as scan_write (migration 003) applies it for each event.
  await sql`
    CREATE FUNCTION ${s}.apply_admission(p_type text, d jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
    DECLARE
      v_at timestamptz := (d->>'recordedAt')::timestamptz;
    BEGIN
      CASE p_type
        WHEN 'TicketCheckedIn' THEN
          INSERT INTO ${s}.admissions (ticket_id, event_id, section, admits, status, admitted_at,
            admitted_gate_id, current_gate_id, device_id, user_id, manual, offline, changed_at)
          VALUES ((d->>'ticketId')::uuid, (d->>'eventId')::uuid, d->>'section', (d->>'admits')::integer,
            'inside', (d->>'scannedAt')::timestamptz, d->>'gateId', d->>'gateId', (d->>'deviceId')::uuid,
            (d->>'userId')::uuid, (d->>'manual')::boolean, (d->>'offline')::boolean, v_at)
          -- A re-entry keeps the first admission's time, gate and station: that one counts.
          ON CONFLICT (ticket_id) DO UPDATE
            SET status = 'inside', current_gate_id = excluded.current_gate_id, changed_at = v_at;
        WHEN 'TicketCheckedOut' THEN
          UPDATE ${s}.admissions SET status = 'left', changed_at = v_at WHERE ticket_id = (d->>'ticketId')::uuid;
        WHEN 'CheckInUndone' THEN
          DELETE FROM ${s}.admissions WHERE ticket_id = (d->>'ticketId')::uuid;
        ELSE
          NULL;
      END CASE;
    END
    $fn$`.execute(db);
  // The written events that move the admissions projection, each marked single when it is the only
  // one of its ticket among them (so one set-wise statement can apply all such admissions).
  await sql`
    CREATE FUNCTION ${s}.admission_steps(p_types text[], p_data jsonb[], p_outcomes text[])
    RETURNS TABLE (type text, data jsonb, ord bigint, single boolean) LANGUAGE sql IMMUTABLE AS $fn$
      SELECT u.type, u.data, u.ord, count(*) OVER (PARTITION BY u.data->>'ticketId') = 1
      FROM unnest(p_types, p_data, p_outcomes) WITH ORDINALITY AS u(type, data, outcome, ord)
      WHERE u.outcome = 'written' AND u.type IN ('TicketCheckedIn', 'TicketCheckedOut', 'CheckInUndone')
    $fn$`.execute(db);
  // Many scans' writes with the outcomes scan_write would give them one after another in the order
  // given, in a handful of set-wise statements instead of eight statements a scan: PostgreSQL's CPU
  // per scan, not the network, is what limited a synced batch. Each row of p_rows (a JSON array) is
  // one event: stream_id, stream_type, expected (-1: at the end, whatever the version), id, type,
  // version, data, topic, envelope (the outbox envelope; it carries the event's meta), event (the
  // check-in event), nonce and answer (or null), after (the event this one must follow, or null).
  // A stream's rows must be adjacent and in order, as the callers' sort by stream id leaves them.
  // The decisions are made in memory once every stream is locked and read; the nonces are claimed
  // next, and if any was claimed before (a scan sent again, or twice in one call), those claims
  // are given back and every row goes through scan_write one at a time, which answers it exactly.
  await sql`
    CREATE FUNCTION ${s}.scan_write_rows(p_rows jsonb) RETURNS text[] LANGUAGE plpgsql AS $fn$
    DECLARE
      v_streams text[]; v_stream_types text[]; v_expected integer[]; v_ids uuid[]; v_types text[];
      v_versions integer[]; v_data jsonb[]; v_topics text[]; v_envelopes jsonb[]; v_events uuid[];
      v_nonces text[]; v_answers jsonb[]; v_after uuid[]; v_bases integer[];
      n integer;
      v_outcomes text[];
      v_positions integer[];
      v_stream text := NULL;
      v_cur integer;
      v_last uuid;
      v_nonce_count integer := 0;
      v_claimed_events uuid[];
      v_claimed_nonces text[];
      v_type text;
      v_d jsonb;
    BEGIN
      SELECT array_agg(x.stream_id ORDER BY x.ord), array_agg(x.stream_type ORDER BY x.ord),
        array_agg(x.expected ORDER BY x.ord), array_agg(x.id ORDER BY x.ord), array_agg(x.type ORDER BY x.ord),
        array_agg(x.version ORDER BY x.ord), array_agg(x.data ORDER BY x.ord), array_agg(x.topic ORDER BY x.ord),
        array_agg(x.envelope ORDER BY x.ord), array_agg(x.event ORDER BY x.ord), array_agg(x.nonce ORDER BY x.ord),
        array_agg(x.answer ORDER BY x.ord), array_agg(x.after ORDER BY x.ord)
      INTO v_streams, v_stream_types, v_expected, v_ids, v_types, v_versions, v_data, v_topics, v_envelopes,
        v_events, v_nonces, v_answers, v_after
      FROM ROWS FROM (jsonb_to_recordset(p_rows) AS (stream_id text, stream_type text, expected integer, id uuid,
        type text, version integer, data jsonb, topic text, envelope jsonb, event uuid, nonce text, answer jsonb,
        after uuid)) WITH ORDINALITY AS x(stream_id, stream_type, expected, id, type, version, data, topic,
        envelope, event, nonce, answer, after, ord);
      n := coalesce(cardinality(v_ids), 0);
      IF n = 0 THEN
        RETURN '{}';
      END IF;
      -- Every stream's lock before any is read, in the order the rows first name them: callers sort
      -- by stream id, as every writer of several streams does, so no two writers wait in a cycle.
      PERFORM pg_advisory_xact_lock(hashtextextended(f.stream_id, 0))
      FROM (
        SELECT u.stream_id, min(u.ord) AS first FROM unnest(v_streams) WITH ORDINALITY AS u(stream_id, ord)
        GROUP BY u.stream_id ORDER BY first
      ) AS f;
      SELECT array_agg(coalesce(
        (SELECT max(e.stream_position) FROM ${s}.events e WHERE e.stream_id = u.stream_id), 0) ORDER BY u.ord)
      INTO v_bases FROM unnest(v_streams) WITH ORDINALITY AS u(stream_id, ord);
      v_outcomes := array_fill(NULL::text, ARRAY[n]);
      v_positions := array_fill(NULL::integer, ARRAY[n]);
      FOR i IN 1 .. n LOOP
        IF v_streams[i] IS DISTINCT FROM v_stream THEN
          v_stream := v_streams[i];
          v_cur := v_bases[i];
          v_last := NULL;
        END IF;
        IF v_expected[i] >= 0 AND v_expected[i] <> v_cur THEN
          v_outcomes[i] := 'conflict';
        ELSIF v_after[i] IS NOT NULL AND v_after[i] IS DISTINCT FROM v_last AND (v_last IS NOT NULL OR NOT EXISTS (
          SELECT FROM ${s}.events e WHERE e.stream_id = v_stream AND e.stream_position = v_expected[i]
            AND e.event_id = v_after[i]
        )) THEN
          v_outcomes[i] := 'conflict';
        ELSE
          v_cur := v_cur + 1;
          v_last := v_ids[i];
          v_positions[i] := v_cur;
          v_outcomes[i] := 'written';
          IF v_nonces[i] IS NOT NULL THEN
            v_nonce_count := v_nonce_count + 1;
          END IF;
        END IF;
      END LOOP;
      IF v_nonce_count > 0 THEN
        WITH claimed AS (
          INSERT INTO ${s}.scan_nonces (event_id, nonce, answer, recorded_at)
          SELECT u.event, u.nonce, u.answer, (u.envelope->>'occurredAt')::timestamptz
          FROM unnest(v_events, v_nonces, v_answers, v_envelopes, v_outcomes) AS u(event, nonce, answer, envelope, outcome)
          WHERE u.outcome = 'written' AND u.nonce IS NOT NULL
          ON CONFLICT DO NOTHING
          RETURNING event_id, nonce
        )
        SELECT array_agg(c.event_id), array_agg(c.nonce) INTO v_claimed_events, v_claimed_nonces FROM claimed c;
        IF coalesce(cardinality(v_claimed_nonces), 0) <> v_nonce_count THEN
          DELETE FROM ${s}.scan_nonces WHERE (event_id, nonce) IN (
            SELECT * FROM unnest(v_claimed_events, v_claimed_nonces));
          FOR i IN 1 .. n LOOP
            v_outcomes[i] := ${s}.scan_write(v_streams[i], v_stream_types[i], v_expected[i], ARRAY[v_ids[i]],
              ARRAY[v_types[i]], ARRAY[v_versions[i]], ARRAY[v_data[i]], ARRAY[v_topics[i]],
              v_envelopes[i]->>'correlationId', v_envelopes[i]->>'causationId', v_envelopes[i]->>'traceparent',
              (v_envelopes[i]->>'occurredAt')::timestamptz, v_envelopes[i], v_events[i], v_nonces[i], v_answers[i],
              v_after[i]);
          END LOOP;
          RETURN v_outcomes;
        END IF;
      END IF;
      PERFORM ${s}.insert_events(v_ids, v_streams, v_stream_types, v_positions, v_types, v_versions, v_data,
        v_topics, v_envelopes);
      -- The admissions projection: a ticket's one admission in this call in a single statement for all
      -- such tickets (the usual case); a ticket with several steps here, or another step, one by one.
      INSERT INTO ${s}.admissions (ticket_id, event_id, section, admits, status, admitted_at,
        admitted_gate_id, current_gate_id, device_id, user_id, manual, offline, changed_at)
      SELECT (d->>'ticketId')::uuid, (d->>'eventId')::uuid, d->>'section', (d->>'admits')::integer,
        'inside', (d->>'scannedAt')::timestamptz, d->>'gateId', d->>'gateId', (d->>'deviceId')::uuid,
        (d->>'userId')::uuid, (d->>'manual')::boolean, (d->>'offline')::boolean, (d->>'recordedAt')::timestamptz
      FROM ${s}.admission_steps(v_types, v_data, v_outcomes) AS p(type, d, ord, single)
      WHERE p.single AND p.type = 'TicketCheckedIn'
      ON CONFLICT (ticket_id) DO UPDATE
        SET status = 'inside', current_gate_id = excluded.current_gate_id, changed_at = excluded.changed_at;
      FOR v_type, v_d IN
        SELECT p.type, p.data FROM ${s}.admission_steps(v_types, v_data, v_outcomes) AS p
        WHERE NOT (p.single AND p.type = 'TicketCheckedIn') ORDER BY p.ord
      LOOP
        PERFORM ${s}.apply_admission(v_type, v_d);
      END LOOP;
      RETURN v_outcomes;
    END
    $fn$`.execute(db);
}

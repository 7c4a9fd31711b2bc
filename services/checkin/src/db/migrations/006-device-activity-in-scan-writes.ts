import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // device_activity is counted in the transaction that writes the scans, no longer by a consumer of
  // check-in's own events: at doors-open that consumer fetched, parsed and recorded in its inbox every
  // scan a second time. What written events add up to, per device: admissions, and refusals (a scan
  // refused or a code naming no ticket); scans by members (no device) are not counted. The devices'
  // rows are locked in device order and after every stream's lock the write holds, so two writes
  // never wait on each other in a cycle; a device's row is only contended by that device's own scans.
  await sql`
    CREATE FUNCTION ${s}.count_device_scans(p_types text[], p_data jsonb[]) RETURNS void LANGUAGE sql AS $fn$
      INSERT INTO ${s}.device_activity AS a (device_id, admitted, rejected, last_scan_at)
      SELECT (u.d->>'deviceId')::uuid,
        count(*) FILTER (WHERE u.type = 'TicketCheckedIn'),
        count(*) FILTER (WHERE u.type <> 'TicketCheckedIn'),
        max((u.d->>'scannedAt')::timestamptz)
      FROM unnest(p_types, p_data) AS u(type, d)
      WHERE u.type IN ('TicketCheckedIn', 'ScanRejected', 'UnknownCodeScanned') AND u.d->>'deviceId' IS NOT NULL
      GROUP BY 1
      ORDER BY 1
      ON CONFLICT (device_id) DO UPDATE SET
        admitted = a.admitted + excluded.admitted,
        rejected = a.rejected + excluded.rejected,
        last_scan_at = greatest(a.last_scan_at, excluded.last_scan_at)
    $fn$`.execute(db);
  // scan_write (migration 003), then its written events counted.
  await sql`
    CREATE FUNCTION ${s}.scan_write_counted(
      p_stream_id text, p_stream_type text, p_expected integer,
      p_ids uuid[], p_types text[], p_versions integer[], p_data jsonb[], p_topics text[],
      p_correlation_id text, p_causation_id text, p_traceparent text, p_occurred_at timestamptz,
      p_envelope jsonb, p_event uuid, p_nonce text, p_answer jsonb, p_after uuid
    ) RETURNS text LANGUAGE plpgsql AS $fn$
    DECLARE
      v_outcome text;
    BEGIN
      v_outcome := ${s}.scan_write(p_stream_id, p_stream_type, p_expected, p_ids, p_types, p_versions, p_data,
        p_topics, p_correlation_id, p_causation_id, p_traceparent, p_occurred_at, p_envelope, p_event, p_nonce,
        p_answer, p_after);
      IF v_outcome = 'written' THEN
        PERFORM ${s}.count_device_scans(p_types, p_data);
      END IF;
      RETURN v_outcome;
    END
    $fn$`.execute(db);
  // scan_write_rows (migration 005), then the events of the rows it wrote counted.
  await sql`
    CREATE FUNCTION ${s}.scan_write_rows_counted(p_rows jsonb) RETURNS text[] LANGUAGE plpgsql AS $fn$
    DECLARE
      v_outcomes text[];
      v_types text[];
      v_data jsonb[];
    BEGIN
      v_outcomes := ${s}.scan_write_rows(p_rows);
      SELECT array_agg(r.value->>'type'), array_agg(r.value->'data') INTO v_types, v_data
      FROM jsonb_array_elements(p_rows) WITH ORDINALITY AS r(value, ord)
      WHERE v_outcomes[r.ord] = 'written';
      IF v_types IS NOT NULL THEN
        PERFORM ${s}.count_device_scans(v_types, v_data);
      END IF;
      RETURN v_outcomes;
    END
    $fn$`.execute(db);
}

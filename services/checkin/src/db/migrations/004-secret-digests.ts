import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // ticketing's TicketsIssued v2 and TicketTransferred v2 announce each secret's digest; tickets
  // announced in v1 have none, and their codes are verified by signature.
  await sql`ALTER TABLE ${s}.tickets ADD COLUMN secret_digest text`.execute(db);
  // scan_read as migration 003 made it, with the ticket's secret digest: a scan's code is recognised
  // by it in the same round trip.
  await sql`DROP FUNCTION ${s}.scan_read(text, uuid, text, uuid)`.execute(db);
  await sql`
    CREATE FUNCTION ${s}.scan_read(p_stream text, p_event uuid, p_nonce text, p_ticket uuid)
    RETURNS TABLE (
      event_status text, stored jsonb, ticket_id uuid, order_id uuid, ticket_type_id text, section text,
      attendee_name text, admits integer, valid_from timestamptz, valid_until timestamptz,
      revoked_reason text, secret_digest text, stream_version integer, past jsonb
    ) LANGUAGE sql STABLE AS $fn$
      SELECT
        (SELECT k.status FROM ${s}.known_events k WHERE k.event_id = p_event),
        (SELECT n.answer FROM ${s}.scan_nonces n WHERE n.event_id = p_event AND n.nonce = p_nonce),
        t.ticket_id, t.order_id, t.ticket_type_id, t.section, t.attendee_name, t.admits, t.valid_from,
        t.valid_until, t.revoked_reason, t.secret_digest,
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
}

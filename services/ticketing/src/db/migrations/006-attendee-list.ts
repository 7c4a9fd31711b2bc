import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // A partial refund names order positions; a transferred ticket has a new id but keeps its position.
  await sql`ALTER TABLE ${s}.tickets ADD COLUMN position_id uuid`.execute(db);
  // Issued tickets carry their position's id; transfers are followed from the event store, oldest first.
  await sql`
    WITH RECURSIVE transfers AS (
      SELECT (data->>'ticketId')::uuid AS old_id, (data->>'newTicketId')::uuid AS new_id
      FROM ${s}.events WHERE stream_type = 'ticketing.tickets' AND type = 'TicketTransferred'
    ), chain AS (
      SELECT t.ticket_id AS position_id, t.ticket_id FROM ${s}.tickets t
      WHERE NOT EXISTS (SELECT 1 FROM transfers WHERE new_id = t.ticket_id)
      UNION ALL
      SELECT chain.position_id, transfers.new_id FROM chain JOIN transfers ON transfers.old_id = chain.ticket_id
    )
    UPDATE ${s}.tickets t SET position_id = chain.position_id FROM chain WHERE chain.ticket_id = t.ticket_id`.execute(
    db,
  );
  await sql`ALTER TABLE ${s}.tickets ALTER COLUMN position_id SET NOT NULL`.execute(db);
  await sql`CREATE INDEX tickets_event_attendees ON ${s}.tickets (event_id, section, attendee_name)`.execute(
    db,
  );
  // When a host last had a ticket's e-mail sent again: one resend per ticket per while.
  await sql`
    CREATE TABLE ${s}.ticket_resends (
      ticket_id uuid PRIMARY KEY,
      resent_at timestamptz NOT NULL
    )`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Places in each ticket type's line, from its waitlist stream. An offer's seats are held in the
  // quotas (reservations, per quota) like an order's; line_seq keeps the order people joined in.
  await sql`
    CREATE TABLE ${s}.waitlist_entries (
      entry_id uuid PRIMARY KEY,
      line_seq bigserial NOT NULL,
      ticket_type_id uuid NOT NULL,
      event_id uuid NOT NULL,
      user_id uuid NOT NULL,
      quantity integer NOT NULL,
      status text NOT NULL,
      joined_at timestamptz NOT NULL,
      offer_id uuid UNIQUE,
      offered_at timestamptz,
      offer_expires_at timestamptz,
      reservations jsonb NOT NULL DEFAULT '[]',
      order_id uuid,
      closed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX waitlist_entries_line ON ${s}.waitlist_entries (ticket_type_id, status, line_seq)`.execute(
    db,
  );
  await sql`CREATE INDEX waitlist_entries_event ON ${s}.waitlist_entries (event_id, status)`.execute(db);
  await sql`CREATE INDEX waitlist_entries_user ON ${s}.waitlist_entries (user_id, joined_at)`.execute(db);
  await sql`
    CREATE INDEX waitlist_entries_offers_due ON ${s}.waitlist_entries (offer_expires_at)
    WHERE status = 'offered'`.execute(db);
}

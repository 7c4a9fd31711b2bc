import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Each ticket type's lowest price as ticketing announced it: an event's "from" price is folded from these.
  await sql`
    CREATE TABLE ${s}.ticket_prices (
      ticket_type_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      lowest_price integer NOT NULL,
      currency text NOT NULL,
      hidden boolean NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX ticket_prices_event ON ${s}.ticket_prices (event_id)`.execute(db);
  // The discovery index keeps the event's lowest price on sale (0: free), null until it has a ticket type.
  await sql`ALTER TABLE ${s}.discovery_events ADD COLUMN lowest_price integer, ADD COLUMN price_currency text`.execute(
    db,
  );
  await sql`
    CREATE INDEX discovery_events_listed_free ON ${s}.discovery_events (starts_at, event_id)
      WHERE status = 'published' AND visibility = 'public' AND lowest_price = 0`.execute(db);
}

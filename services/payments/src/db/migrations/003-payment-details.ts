import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // What a payment is for and how it was paid, for its read endpoint and receipts. A payment marked
  // paid by a host has no checkout to send anyone to: no url.
  await sql`
    ALTER TABLE ${s}.payments
      ADD COLUMN breakdown jsonb,
      ADD COLUMN donation jsonb,
      ADD COLUMN offline jsonb,
      ADD COLUMN succeeded_at timestamptz,
      ALTER COLUMN url DROP NOT NULL`.execute(db);
  // What an order is made of, for receipts and for the host's list of unpaid orders.
  await sql`
    ALTER TABLE ${s}.known_orders
      ADD COLUMN lines jsonb,
      ADD COLUMN add_ons integer,
      ADD COLUMN attendee_names jsonb,
      ADD COLUMN placed_at timestamptz`.execute(db);
  await sql`
    CREATE INDEX known_orders_unpaid ON ${s}.known_orders (organization_id, event_id)
    WHERE status = 'pending'`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Recurring gifts and each of their dates' charges, projected from their streams.
  await sql`
    CREATE TABLE ${s}.recurring_gifts (
      recurring_gift_id text PRIMARY KEY,
      first_payment_id text NOT NULL,
      organization_id text NOT NULL,
      donor_id text NOT NULL,
      amount integer NOT NULL,
      currency text NOT NULL,
      fund text NOT NULL,
      recurring text NOT NULL,
      anonymous boolean NOT NULL,
      message text,
      gift_aid jsonb,
      provider text NOT NULL,
      dates jsonb NOT NULL,
      status text NOT NULL,
      started_at timestamptz NOT NULL,
      cancelled_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX recurring_gifts_donor ON ${s}.recurring_gifts (donor_id, started_at)`.execute(db);
  await sql`CREATE INDEX recurring_gifts_active ON ${s}.recurring_gifts (recurring_gift_id) WHERE status = 'active'`.execute(
    db,
  );
  await sql`
    CREATE TABLE ${s}.recurring_charges (
      recurring_gift_id text NOT NULL,
      due_date text NOT NULL,
      payment_id text NOT NULL UNIQUE,
      donation_id text NOT NULL,
      attempt integer NOT NULL,
      outcome text NOT NULL,
      not_before timestamptz,
      last_error text,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (recurring_gift_id, due_date)
    )`.execute(db);
}

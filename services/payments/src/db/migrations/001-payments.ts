import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.known_orders (
      order_id text PRIMARY KEY,
      event_id text NOT NULL,
      organization_id text NOT NULL,
      buyer_id text NOT NULL,
      currency text NOT NULL,
      tickets integer NOT NULL,
      fees integer NOT NULL,
      fees_absorbed integer NOT NULL,
      donation integer NOT NULL,
      donation_fund text,
      total integer NOT NULL,
      status text NOT NULL,
      expires_at timestamptz NOT NULL,
      paid_by text
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.payments (
      payment_id text PRIMARY KEY,
      order_id text,
      donation_id text,
      organization_id text NOT NULL,
      payer_id text NOT NULL,
      amount integer NOT NULL,
      refunded integer NOT NULL DEFAULT 0,
      currency text NOT NULL,
      status text NOT NULL,
      provider text NOT NULL,
      provider_ref text,
      url text NOT NULL,
      started_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  // One open checkout per order: a second click while one is open gets the same payment.
  await sql`
    CREATE UNIQUE INDEX payments_open_per_order ON ${s}.payments (order_id)
    WHERE status = 'started' AND order_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX payments_provider_ref ON ${s}.payments (provider_ref)`.execute(db);
  await sql`
    CREATE TABLE ${s}.ledger_entries (
      entry_id bigserial PRIMARY KEY,
      transaction_id text NOT NULL,
      payment_id text NOT NULL,
      organization_id text NOT NULL,
      account text NOT NULL,
      fund text,
      currency text NOT NULL,
      amount integer NOT NULL,
      recorded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX ledger_entries_organization ON ${s}.ledger_entries (organization_id, entry_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE ${s}.donations (
      donation_id text PRIMARY KEY,
      payment_id text NOT NULL,
      organization_id text NOT NULL,
      donor_id text NOT NULL,
      order_id text,
      amount integer NOT NULL,
      currency text NOT NULL,
      fund text NOT NULL,
      recurring text,
      anonymous boolean NOT NULL,
      message text,
      gift_aid jsonb,
      schedule jsonb NOT NULL,
      received_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX donations_organization ON ${s}.donations (organization_id, received_at)`.execute(db);
  await sql`
    CREATE TABLE ${s}.stripe_events (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL
    )`.execute(db);
}

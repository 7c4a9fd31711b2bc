import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // The skeleton's listing had no writer; ticket_types replaces it.
  await sql`DROP TABLE ${s}.ticket_type_list`.execute(db);
  await sql`
    CREATE TABLE ${s}.known_events (
      event_id uuid PRIMARY KEY,
      organization_id uuid NOT NULL,
      status text NOT NULL,
      time_zone text NOT NULL,
      capacity integer,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.ticket_types (
      ticket_type_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      organization_id uuid NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      price integer NOT NULL,
      currency text NOT NULL,
      capacity integer NOT NULL,
      section text NOT NULL,
      group_size integer NOT NULL,
      sales_start timestamptz,
      sales_end timestamptz,
      min_per_order integer NOT NULL,
      max_per_order integer NOT NULL,
      pay_what_you_want boolean NOT NULL,
      hidden boolean NOT NULL,
      fee_paid_by text NOT NULL,
      price_phases jsonb NOT NULL,
      sort_order integer NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX ticket_types_event ON ${s}.ticket_types (event_id, sort_order)`.execute(db);
  await sql`
    CREATE TABLE ${s}.ticket_type_access_codes (
      ticket_type_id uuid PRIMARY KEY,
      code_hash text NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.sections (
      event_id uuid NOT NULL,
      section text NOT NULL,
      capacity integer NOT NULL,
      entrance text NOT NULL,
      PRIMARY KEY (event_id, section)
    )`.execute(db);
  // The capacity counters orders reserve against with a conditional update; capacity null: no limit.
  await sql`
    CREATE TABLE ${s}.quotas (
      quota_id text PRIMARY KEY,
      event_id uuid NOT NULL,
      capacity integer,
      held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
      sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0)
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.orders (
      order_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      buyer_id uuid NOT NULL,
      status text NOT NULL,
      expires_at timestamptz NOT NULL,
      state jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX orders_pending_expiry ON ${s}.orders (expires_at) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX orders_buyer ON ${s}.orders (buyer_id)`.execute(db);
  await sql`
    CREATE TABLE ${s}.order_idempotency_keys (
      buyer_id uuid NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      order_id uuid NOT NULL,
      PRIMARY KEY (buyer_id, key)
    )`.execute(db);
}

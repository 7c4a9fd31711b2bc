import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
// Every projected row is keyed by the fact's own id (event, order, position, refund, donation, scan
// message), so a message delivered twice or out of order rewrites the same row; totals are aggregate
// queries over these rows. `*_version` columns hold the stream position of the fact last applied to a
// row's mutable columns: an older fact arriving later never overwrites a newer one.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  const statements = [
    sql`CREATE TABLE ${s}.event_facts (
      event_id uuid PRIMARY KEY,
      organization_id uuid,
      title text,
      category text,
      starts_at timestamptz,
      ends_at timestamptz,
      time_zone text,
      capacity integer,
      latitude double precision,
      longitude double precision,
      fields_version integer NOT NULL DEFAULT 0,
      status text,
      status_version integer NOT NULL DEFAULT 0
    )`,
    sql`CREATE INDEX event_facts_organization ON ${s}.event_facts (organization_id, starts_at)`,
    sql`CREATE TABLE ${s}.ticket_types (
      ticket_type_id text PRIMARY KEY,
      event_id uuid,
      section text,
      price bigint,
      currency text,
      capacity integer
    )`,
    sql`CREATE INDEX ticket_types_event ON ${s}.ticket_types (event_id)`,
    sql`CREATE TABLE ${s}.sections (
      event_id uuid NOT NULL,
      section text NOT NULL,
      capacity integer,
      version integer NOT NULL DEFAULT 0,
      PRIMARY KEY (event_id, section)
    )`,
    sql`CREATE TABLE ${s}.orders (
      order_id uuid PRIMARY KEY,
      event_id uuid,
      organization_id uuid,
      placed_at timestamptz,
      currency text,
      ticket_revenue bigint,
      discount bigint,
      fees bigint,
      fees_absorbed bigint,
      add_ons bigint,
      donation bigint,
      promo_code text,
      tickets integer,
      paid_at timestamptz,
      paid_amount bigint,
      expired_at timestamptz,
      cancelled_at timestamptz
    )`,
    sql`CREATE INDEX orders_event ON ${s}.orders (event_id)`,
    sql`CREATE INDEX orders_organization_paid ON ${s}.orders (organization_id, paid_at)`,
    sql`CREATE TABLE ${s}.positions (
      position_id uuid PRIMARY KEY,
      order_id uuid,
      event_id uuid,
      ticket_type_id text,
      section text,
      admits integer,
      refunded_at timestamptz
    )`,
    sql`CREATE INDEX positions_event ON ${s}.positions (event_id)`,
    sql`CREATE INDEX positions_order ON ${s}.positions (order_id)`,
    sql`CREATE TABLE ${s}.refunds (
      refund_id uuid PRIMARY KEY,
      order_id uuid,
      event_id uuid,
      organization_id uuid,
      amount bigint,
      currency text,
      refunded_at timestamptz
    )`,
    sql`CREATE INDEX refunds_event ON ${s}.refunds (event_id)`,
    sql`CREATE INDEX refunds_organization ON ${s}.refunds (organization_id, refunded_at)`,
    sql`CREATE TABLE ${s}.donations (
      donation_id uuid PRIMARY KEY,
      organization_id uuid,
      order_id uuid,
      amount bigint,
      currency text,
      fund text,
      received_at timestamptz
    )`,
    sql`CREATE INDEX donations_organization ON ${s}.donations (organization_id, received_at)`,
    sql`CREATE INDEX donations_order ON ${s}.donations (order_id)`,
    sql`CREATE TABLE ${s}.donation_refunds (
      payment_id uuid NOT NULL,
      refunded_total bigint NOT NULL,
      donation_id uuid,
      organization_id uuid,
      amount bigint,
      currency text,
      refunded_at timestamptz,
      PRIMARY KEY (payment_id, refunded_total)
    )`,
    sql`CREATE INDEX donation_refunds_donation ON ${s}.donation_refunds (donation_id)`,
    sql`CREATE TABLE ${s}.admissions (
      message_id uuid PRIMARY KEY,
      ticket_id uuid,
      order_id uuid,
      event_id uuid,
      organization_id uuid,
      kind text,
      gate_id text,
      section text,
      admits integer,
      at timestamptz,
      stream_position integer
    )`,
    sql`CREATE INDEX admissions_event ON ${s}.admissions (event_id, at)`,
    sql`CREATE INDEX admissions_ticket ON ${s}.admissions (ticket_id, stream_position)`,
    sql`CREATE TABLE ${s}.promo_codes (
      promo_code_id uuid PRIMARY KEY,
      event_id uuid,
      code text
    )`,
    sql`CREATE INDEX promo_codes_event ON ${s}.promo_codes (event_id)`,
    sql`CREATE TABLE ${s}.vendors (
      vendor_id uuid PRIMARY KEY,
      event_id uuid,
      organization_id uuid,
      name text,
      certificate_expires_on date
    )`,
    sql`CREATE INDEX vendors_organization ON ${s}.vendors (organization_id, certificate_expires_on)`,
    sql`CREATE TABLE ${s}.verifications (
      organization_id uuid PRIMARY KEY,
      status text,
      version integer NOT NULL DEFAULT 0
    )`,
    // Not a projection: analytics records page views itself (nothing on the bus carries them), so a
    // rebuild keeps these rows.
    sql`CREATE TABLE ${s}.page_views (
      event_id uuid NOT NULL,
      hour timestamptz NOT NULL,
      views bigint NOT NULL,
      PRIMARY KEY (event_id, hour)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

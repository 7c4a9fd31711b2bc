import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // A code's uses and an add-on's stock are quotas (promo-code:<id>, add-on:<id>), reserved by the
  // same conditional update as seats; these tables hold only what is offered.
  await sql`
    CREATE TABLE ${s}.promo_codes (
      promo_code_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      code text NOT NULL,
      discount jsonb NOT NULL,
      max_uses integer,
      valid_from timestamptz,
      valid_until timestamptz,
      created_at timestamptz NOT NULL,
      UNIQUE (event_id, code)
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.vendors (
      vendor_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      name text NOT NULL,
      contact_name text NOT NULL,
      contact_email text,
      contact_phone text,
      certification_body text NOT NULL,
      certificate_number text NOT NULL,
      certificate_expires_on date NOT NULL,
      added_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX vendors_event ON ${s}.vendors (event_id, added_at)`.execute(db);
  await sql`
    CREATE TABLE ${s}.add_ons (
      add_on_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      vendor_id uuid,
      name text NOT NULL,
      description text NOT NULL,
      kind text NOT NULL,
      price integer NOT NULL,
      currency text NOT NULL,
      stock integer NOT NULL,
      max_per_order integer NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX add_ons_event ON ${s}.add_ons (event_id, created_at)`.execute(db);
}

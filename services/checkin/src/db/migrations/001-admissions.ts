import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.known_events (
      event_id uuid PRIMARY KEY,
      organization_id uuid NOT NULL,
      title text NOT NULL,
      time_zone text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      status text NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.ticket_keys (
      event_id uuid NOT NULL,
      kid text NOT NULL,
      public_key text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (event_id, kid)
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.tickets (
      ticket_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      order_id uuid NOT NULL,
      order_code text NOT NULL,
      ticket_type_id text NOT NULL,
      section text NOT NULL,
      entrance text NOT NULL,
      attendee_name text NOT NULL,
      admits integer NOT NULL,
      kid text NOT NULL,
      valid_from timestamptz NOT NULL,
      valid_until timestamptz NOT NULL,
      status text NOT NULL,
      revoked_reason text,
      revoked_at timestamptz
    )`.execute(db);
  // Door staff look people up by the order code they read out; the offline bundle lists the revoked.
  await sql`CREATE INDEX tickets_event_order_code ON ${s}.tickets (event_id, order_code)`.execute(db);
  await sql`CREATE INDEX tickets_event_status ON ${s}.tickets (event_id, status)`.execute(db);
  // One row per admitted ticket, written with its admission stream's events; live counts are sums
  // over an event's rows (no counter row that a hundred stations would queue on).
  await sql`
    CREATE TABLE ${s}.admissions (
      ticket_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      section text NOT NULL,
      admits integer NOT NULL,
      status text NOT NULL,
      admitted_at timestamptz NOT NULL,
      admitted_gate_id text,
      current_gate_id text,
      device_id uuid,
      user_id uuid,
      manual boolean NOT NULL,
      offline boolean NOT NULL,
      changed_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX admissions_event_time ON ${s}.admissions (event_id, admitted_at)`.execute(db);
  // A station's scan, by its nonce, with the answer it got: the same scan sent again gets that answer.
  await sql`
    CREATE TABLE ${s}.scan_nonces (
      event_id uuid NOT NULL,
      nonce text NOT NULL,
      answer jsonb NOT NULL,
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (event_id, nonce)
    )`.execute(db);
}

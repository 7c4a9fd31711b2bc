import { type Kysely, sql } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.gates (
      event_id uuid NOT NULL,
      gate_id text NOT NULL,
      name text NOT NULL,
      sections text[] NOT NULL,
      ticket_type_ids text[] NOT NULL,
      opens_at timestamptz,
      closes_at timestamptz,
      reentry boolean NOT NULL,
      capacity integer,
      position integer NOT NULL,
      PRIMARY KEY (event_id, gate_id)
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.devices (
      device_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      organization_id uuid NOT NULL,
      name text NOT NULL,
      gate_ids text[] NOT NULL,
      expires_at timestamptz NOT NULL,
      enrolled_by uuid NOT NULL,
      enrolled_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX devices_event ON ${s}.devices (event_id, enrolled_at)`.execute(db);
  // Stations present the token on every scan: it is found by its hash, never stored itself.
  await sql`
    CREATE TABLE ${s}.device_secrets (
      device_id uuid PRIMARY KEY,
      token_hash bytea NOT NULL UNIQUE
    )`.execute(db);
  // What each device scanned, counted from the scans' events as they come off the bus.
  await sql`
    CREATE TABLE ${s}.device_activity (
      device_id uuid PRIMARY KEY,
      admitted integer NOT NULL,
      rejected integer NOT NULL,
      last_scan_at timestamptz NOT NULL
    )`.execute(db);
}

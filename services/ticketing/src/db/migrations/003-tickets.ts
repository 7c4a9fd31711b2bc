import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // One Ed25519 key pair per event (the private half sealed like identity's signing keys); scanners
  // download the public halves. The sealing is bound to "<event>/<kid>", so a row copied elsewhere
  // does not open.
  await sql`
    CREATE TABLE ${s}.ticket_keys (
      event_id uuid NOT NULL,
      kid text NOT NULL,
      organization_id uuid NOT NULL,
      public_key text NOT NULL,
      private_key text NOT NULL,
      wrapping_key_id text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (event_id, kid)
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.tickets (
      ticket_id uuid PRIMARY KEY,
      order_id uuid NOT NULL,
      event_id uuid NOT NULL,
      organization_id uuid NOT NULL,
      ticket_type_id text NOT NULL,
      section text NOT NULL,
      entrance text NOT NULL,
      attendee_name text NOT NULL,
      admits integer NOT NULL,
      holder_user_id uuid,
      holder_email text,
      status text NOT NULL,
      issued_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX tickets_holder_user ON ${s}.tickets (holder_user_id, event_id)`.execute(db);
  await sql`CREATE INDEX tickets_holder_email ON ${s}.tickets (holder_email, event_id)`.execute(db);
  await sql`
    CREATE TABLE ${s}.ticket_secrets (
      ticket_id uuid PRIMARY KEY,
      secret text NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE ${s}.ticket_qr_svgs (
      ticket_id uuid PRIMARY KEY,
      svg text NOT NULL
    )`.execute(db);
  // Scanners page by (tx_id, position) and are only shown rows older than every transaction still
  // running, so a revocation whose transaction commits late is not skipped past.
  await sql`
    CREATE TABLE ${s}.ticket_revocations (
      ticket_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      reason text NOT NULL,
      revoked_at timestamptz NOT NULL,
      tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      position bigserial NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX ticket_revocations_event ON ${s}.ticket_revocations (event_id, tx_id, position)`.execute(
    db,
  );
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Where receipts go: each account's address, as identity announces it.
  await sql`
    CREATE TABLE ${s}.known_users (
      user_id text PRIMARY KEY,
      email text NOT NULL
    )`.execute(db);
  // Receipts to send, queued in the transaction of what they confirm.
  await sql`
    CREATE TABLE ${s}.mail_queue (
      mail_id text PRIMARY KEY,
      kind text NOT NULL,
      recipient text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'queued',
      attempts integer NOT NULL DEFAULT 0,
      error text,
      created_at timestamptz NOT NULL,
      claimed_at timestamptz,
      sent_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX mail_queue_waiting ON ${s}.mail_queue (created_at) WHERE status IN ('queued', 'sending')`.execute(
    db,
  );
  // Without SMTP_URL (one machine, development) mail is kept here instead of sent, as identity does.
  await sql`
    CREATE TABLE ${s}.dev_mails (
      mail_id text PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

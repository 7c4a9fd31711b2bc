import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.refund_policies (
      event_id uuid PRIMARY KEY,
      organization_id uuid NOT NULL,
      policy jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  // E-mails say which event they are about; the events service announces its title.
  await sql`ALTER TABLE ${s}.known_events ADD COLUMN title text NOT NULL DEFAULT ''`.execute(db);
  // Where ticketing writes to a buyer: identity announces each account's address.
  await sql`
    CREATE TABLE ${s}.known_users (
      user_id uuid PRIMARY KEY,
      email text NOT NULL
    )`.execute(db);
  // A host's message to an event's attendees; its mails are queued below and counted from there.
  await sql`
    CREATE TABLE ${s}.attendee_mail_jobs (
      job_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      organization_id uuid NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      audience jsonb NOT NULL,
      requested_by uuid NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX attendee_mail_jobs_event ON ${s}.attendee_mail_jobs (event_id, created_at)`.execute(
    db,
  );
  // Every mail ticketing sends, queued in the transaction that decides it and sent by the mail sender
  // at its own pace; a mail is rendered when sent, from what it names (an order, an event, a job).
  await sql`
    CREATE TABLE ${s}.mail_queue (
      mail_id uuid PRIMARY KEY,
      job_id uuid,
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
  // Without SMTP_URL (development, or production that asks with MAIL_LOCAL_OUTBOX=1) mail stays here.
  await sql`
    CREATE TABLE ${s}.dev_mails (
      mail_id uuid PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX mail_queue_queued ON ${s}.mail_queue (created_at) WHERE status IN ('queued', 'sending')`.execute(
    db,
  );
  await sql`CREATE INDEX mail_queue_job ON ${s}.mail_queue (job_id, status) WHERE job_id IS NOT NULL`.execute(
    db,
  );
}

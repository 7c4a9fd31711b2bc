import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // Check-in's admission events as they arrive, keyed by their place in the ticket's stream: the bus
  // may deliver them out of order, so a ticket's state is folded from these in stream order.
  await sql`
    CREATE TABLE ${s}.admission_events (
      ticket_id uuid NOT NULL,
      stream_position integer NOT NULL,
      type text NOT NULL,
      at timestamptz NOT NULL,
      gate_id text,
      PRIMARY KEY (ticket_id, stream_position)
    )`.execute(db);
  // What the host's attendee list shows: a row per ticket admitted and not undone.
  await sql`
    CREATE TABLE ${s}.ticket_admissions (
      ticket_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      admitted_at timestamptz NOT NULL,
      gate_id text,
      inside boolean NOT NULL
    )`.execute(db);
  // Gate names from check-in's GateConfigured, to name where a ticket was admitted; the latest by its
  // place in the event's gates stream, whatever order they arrive in.
  await sql`
    CREATE TABLE ${s}.known_gates (
      event_id uuid NOT NULL,
      gate_id text NOT NULL,
      name text NOT NULL,
      stream_position integer NOT NULL,
      PRIMARY KEY (event_id, gate_id)
    )`.execute(db);
}

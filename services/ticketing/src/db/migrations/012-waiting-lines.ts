import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // The waitlist sweep asks every 5 s which lines have people waiting, oldest first. No index began
  // with what it asks (waiting entries by line), so it read every entry ever made, and entries that
  // were offered, took their seats, lapsed or left stay: 82 to 163 pages at 100,000 entries, against
  // under 20 with this (src/waitlist/waiting-lines.int.test.ts).
  await sql`
    CREATE INDEX waitlist_entries_waiting ON ${s}.waitlist_entries (ticket_type_id, line_seq)
    WHERE status = 'waiting'`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
// A ticket type's places change after it is made (TicketTypeUpdated): the latest by stream position wins.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`ALTER TABLE ${s}.ticket_types ADD COLUMN capacity_version integer NOT NULL DEFAULT 0`.execute(db);
}

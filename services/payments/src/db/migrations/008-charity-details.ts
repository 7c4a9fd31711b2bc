import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  // The charity name and registration number receipts print, as identity announces them.
  await sql`
    ALTER TABLE ${sql.id(schema)}.known_organizations
      ADD COLUMN charity_name text,
      ADD COLUMN charity_number text`.execute(db);
}

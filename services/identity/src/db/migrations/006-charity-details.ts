import { type Kysely, sql } from "kysely";

// Frozen. An organisation's charity name and registration number, for its donation receipts.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  await sql`
    ALTER TABLE ${sql.id(schema)}.organizations
      ADD COLUMN charity_name text,
      ADD COLUMN charity_number text`.execute(db);
}

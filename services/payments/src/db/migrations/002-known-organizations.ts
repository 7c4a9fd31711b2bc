import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  await sql`
    CREATE TABLE ${sql.id(schema)}.known_organizations (
      organization_id text PRIMARY KEY,
      name text NOT NULL,
      country text
    )`.execute(db);
}

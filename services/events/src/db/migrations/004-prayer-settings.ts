import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  await sql`
    CREATE TABLE ${sql.id(schema)}.prayer_settings (
      organization_id uuid PRIMARY KEY,
      settings jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
}

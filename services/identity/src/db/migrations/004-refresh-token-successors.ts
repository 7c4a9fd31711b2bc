import { type Kysely, sql } from "kysely";

// Frozen. A rotated refresh token keeps its successor, sealed with a key only the rotated token
// itself yields, so a second tab presenting it within the grace window gets the same successor.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`ALTER TABLE ${s}.refresh_tokens ADD COLUMN successor_sealed text`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // An add-on taken off sale stays for the orders that have it, neither listed nor sold again.
  await sql`ALTER TABLE ${s}.add_ons ADD COLUMN withdrawn_at timestamptz`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  // Each ticket type's fair-market value as ticketing announces it, for receipts' deductible amount.
  await sql`
    CREATE TABLE ${sql.id(schema)}.known_ticket_benefits (
      ticket_type_id text PRIMARY KEY,
      fair_market_value integer,
      currency text NOT NULL
    )`.execute(db);
}

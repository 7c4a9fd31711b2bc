import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  // Each ticket type's stated fair-market value (the benefit a ticket gives), for US receipts.
  await sql`
    CREATE TABLE ${sql.id(schema)}.ticket_type_benefits (
      ticket_type_id text PRIMARY KEY,
      fair_market_value integer,
      currency text NOT NULL,
      set_at timestamptz NOT NULL
    )`.execute(db);
}

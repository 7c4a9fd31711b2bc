import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  // Each organisation's Stripe Express account, projected from its stream: one account per
  // organisation, and an account belongs to one organisation.
  await sql`
    CREATE TABLE ${sql.id(schema)}.connected_accounts (
      organization_id text PRIMARY KEY,
      account_id text NOT NULL UNIQUE,
      charges_enabled boolean NOT NULL DEFAULT false,
      payouts_enabled boolean NOT NULL DEFAULT false,
      details_submitted boolean NOT NULL DEFAULT false,
      reported_at timestamptz,
      created_at timestamptz NOT NULL
    )`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`
    CREATE TABLE ${s}.subscriptions (
      subscription_id text PRIMARY KEY,
      organization_id text NOT NULL,
      tier text NOT NULL,
      status text NOT NULL,
      amount integer NOT NULL,
      currency text NOT NULL,
      provider text NOT NULL,
      provider_ref text,
      url text NOT NULL,
      started_by text NOT NULL,
      started_at timestamptz NOT NULL,
      activated_at timestamptz,
      current_period_end timestamptz,
      cancels_at timestamptz,
      cancelled_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX subscriptions_by_organization ON ${s}.subscriptions (organization_id, started_at DESC)`.execute(
    db,
  );
}

import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file. IF NOT EXISTS only
// here: databases where the gateway created this table at boot before the runner existed adopt it.
// UNLOGGED: counts live for a minute, and a crash that empties the table forgets one window's worth.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS ${sql.id(schema)}.rate_limit_counts (
      limiter text NOT NULL,
      key text NOT NULL,
      reset_at bigint NOT NULL,
      process text NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (limiter, key, reset_at, process)
    )`.execute(db);
}

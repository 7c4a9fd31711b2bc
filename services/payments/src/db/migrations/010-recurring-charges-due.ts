import { type Kysely, sql } from "kysely";

// Frozen: a released migration is never edited; a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // The scheduler's pass, once a minute, read every gift ever started and all their charges to find
  // the few dates due: gifts stay active after their last date. Each gift now keeps the first of its
  // dates not yet claimed (null once every date has a charge), and the charges waiting for a retry
  // or a lapsed lease are indexed, so a pass reads the due ones and nothing else.
  await sql`ALTER TABLE ${s}.recurring_gifts ADD COLUMN next_unclaimed text`.execute(db);
  await sql`
    UPDATE ${s}.recurring_gifts g SET next_unclaimed = (
      SELECT x.d FROM jsonb_array_elements_text(g.dates) WITH ORDINALITY AS x(d, i)
      WHERE NOT EXISTS (
        SELECT FROM ${s}.recurring_charges c WHERE c.recurring_gift_id = g.recurring_gift_id AND c.due_date = x.d)
      ORDER BY x.i LIMIT 1)`.execute(db);
  await sql`
    CREATE INDEX recurring_gifts_unclaimed ON ${s}.recurring_gifts (provider, next_unclaimed)
    WHERE status = 'active' AND next_unclaimed IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX recurring_charges_open ON ${s}.recurring_charges (not_before)
    WHERE outcome IN ('pending', 'failed')`.execute(db);
}

import { type Kysely, sql } from "kysely";
import type { TEnvelope } from "@mawid/contracts/platform";

/** A place in one topic of the postgres bus's log, as its consumers checkpoint it. */
export interface LogCursor {
  tx: string;
  position: string;
}

export interface LogRow extends LogCursor {
  envelope: TEnvelope;
}

export const LOG_START: LogCursor = { tx: "0", position: "0" };

/**
 * The next page of one topic after the cursor, in the order its consumers read it, and only rows of
 * transactions that have all ended (below the snapshot's xmin), as the postgres transport reads them:
 * a row committed late can never appear behind a page already read.
 */
export async function readLogPage(
  db: Kysely<unknown>,
  topic: string,
  after: LogCursor,
  limit: number,
): Promise<LogRow[]> {
  const { rows } = await sql<{ tx: string; position: string; envelope: TEnvelope }>`
    SELECT m.transaction_id::text AS tx, m.position::text AS position, m.envelope
    FROM bus.messages m
    WHERE m.topic = ${topic}
      AND (m.transaction_id, m.position) > (${after.tx}::xid8, ${after.position}::bigint)
      AND m.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY m.transaction_id, m.position
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Messages the log holds on each of these topics (together, the rebuild's 100%). */
export async function countLog(db: Kysely<unknown>, topics: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ topic: string; n: string }>`
    SELECT topic, count(*)::text AS n FROM bus.messages WHERE topic = ANY(${[...topics]}::text[])
    GROUP BY topic`.execute(db);
  return new Map(rows.map((r) => [r.topic, Number(r.n)]));
}

/** Moves the groups' checkpoints on the topic to the cursor; like the transport's, never backwards. */
export async function saveCheckpoints(
  db: Kysely<unknown>,
  groups: readonly string[],
  topic: string,
  cursor: LogCursor,
): Promise<void> {
  if (cursor.tx === LOG_START.tx) return;
  await sql`
    INSERT INTO bus.checkpoints AS c (group_name, topic, transaction_id, position, updated_at)
    SELECT g, ${topic}, ${cursor.tx}::xid8, ${cursor.position}::bigint, now()
    FROM unnest(${[...groups]}::text[]) AS g
    ON CONFLICT (group_name, topic) DO UPDATE
      SET transaction_id = EXCLUDED.transaction_id, position = EXCLUDED.position, updated_at = now()
      WHERE (c.transaction_id, c.position) < (EXCLUDED.transaction_id, EXCLUDED.position)`.execute(db);
}

/** When the oldest message on these topics was logged; null for an empty log. */
export async function oldestLogged(db: Kysely<unknown>, topics: readonly string[]): Promise<Date | null> {
  const { rows } = await sql<{ at: Date | null }>`
    SELECT min(created_at) AS at FROM bus.messages WHERE topic = ANY(${[...topics]}::text[])`.execute(db);
  return rows[0]?.at ?? null;
}

import { type Kysely, sql } from "kysely";
import type pg from "pg";
import { inTransaction } from "./pg-transaction.ts";

/** Pruning runs every few minutes, and more often than the retention itself. */
export function retentionInterval(retentionMs: number): number {
  return Math.max(1_000, Math.min(5 * 60_000, retentionMs / 4));
}

/** Rows deleted per statement: short transactions, so pruning never holds up publishers or consumers. */
const BATCH = 5_000;

/** Whether the log's oldest row is older than the retention: most prunes find nothing to do. */
const OLDEST_EXPIRED = `
  SELECT m.created_at < now() - make_interval(secs => $1::double precision / 1000) AS expired
  FROM bus.messages m ORDER BY m.position LIMIT 1`;

/**
 * One window of the log, the BATCH rows after position $3 in position order: those older than the
 * retention that no live group still needs are deleted; the answer says how far the window reached
 * and whether its last row is still older than the retention (then the next window may hold more).
 */
const PRUNE_WINDOW = `
  WITH cutoff AS (
    SELECT now() - make_interval(secs => $1::double precision / 1000) AS at
  ), win AS (
    SELECT m.position, m.topic, m.transaction_id, m.created_at FROM bus.messages m
    WHERE m.position > $3::bigint ORDER BY m.position LIMIT $2
  ), doomed AS (
    SELECT w.position FROM win w, cutoff
    WHERE w.created_at < cutoff.at
      AND NOT EXISTS (
        SELECT 1 FROM bus.checkpoints c
        WHERE c.topic = w.topic
          AND c.updated_at >= cutoff.at
          AND (c.transaction_id, c.position) < (w.transaction_id, w.position))
  ), gone AS (
    DELETE FROM bus.messages m USING doomed WHERE m.position = doomed.position RETURNING 1
  ), last AS (
    SELECT w.position, w.created_at FROM win w ORDER BY w.position DESC LIMIT 1
  )
  SELECT (SELECT count(*) FROM gone)::int AS deleted, (SELECT count(*) FROM win)::int AS seen,
    (SELECT l.position::text FROM last l) AS last,
    coalesce((SELECT l.created_at < cutoff.at FROM last l, cutoff), false) AS last_expired`;

/**
 * Deletes postgres-bus messages older than the retention that every known consumer group has passed.
 * A group protects the rows after its checkpoint on the topic while it is alive, i.e. its checkpoint
 * moved within the retention; a group silent for longer is taken as gone (as Kafka forgets by time
 * alone). A group that subscribes later starts at the oldest row kept. The advisory lock lets every
 * service process call this on a timer while one of them does the work. Returns the rows deleted.
 *
 * The log is walked from its oldest row in position order, a window at a time, and the walk stops at
 * the first window that ends among rows younger than the retention: rows are written in time order,
 * so what lies beyond is younger still (a row a long transaction dated earlier goes at a later
 * prune). There is no index on created_at, which every publish would pay for: a filter on it alone
 * read the whole log on every process's timer, 25 ms for 100,000 messages younger than the retention
 * (and a week of a busy log is millions), where finding that nothing is due now takes under 1.5 ms.
 */
export async function pruneBusLog(pool: pg.Pool, retentionMs: number): Promise<number> {
  const oldest = await pool.query<{ expired: boolean }>(OLDEST_EXPIRED, [retentionMs]);
  if (!oldest.rows[0]?.expired) return 0;
  let total = 0;
  let after = "0";
  for (;;) {
    const window = await inTransaction(pool, async (client) => {
      const lock = await client.query<{ ok: boolean }>(
        "SELECT pg_try_advisory_xact_lock(hashtextextended('mawid:bus-retention', 0)) AS ok",
      );
      if (!lock.rows[0]?.ok) return null;
      const r = await client.query<{
        deleted: number;
        seen: number;
        last: string | null;
        last_expired: boolean;
      }>(PRUNE_WINDOW, [retentionMs, BATCH, after]);
      return r.rows[0]!;
    });
    if (window === null) return total;
    total += window.deleted;
    if (window.seen < BATCH || !window.last_expired || window.last === null) return total;
    after = window.last;
  }
}

/**
 * Deletes a service's inbox rows of handled messages older than the retention: the bus no longer
 * holds those messages, so they cannot be redelivered. Parked messages keep their rows until an
 * operator deals with them. Returns the rows deleted.
 */
export function pruneInbox(db: Kysely<unknown>, schema: string, retentionMs: number): Promise<number> {
  const s = sql.id(schema);
  return inBatches(async () => {
    const r = await sql`
      DELETE FROM ${s}.inbox i USING (
        SELECT group_name, message_id FROM ${s}.inbox
        WHERE outcome = 'handled'
          AND handled_at < now() - make_interval(secs => ${retentionMs}::double precision / 1000)
        LIMIT ${BATCH}
      ) doomed
      WHERE i.group_name = doomed.group_name AND i.message_id = doomed.message_id`.execute(db);
    return Number(r.numAffectedRows ?? 0);
  });
}

/** Deletes batch after batch until one comes back short; returns the rows deleted in all. */
async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

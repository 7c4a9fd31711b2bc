import { type Kysely, sql } from "kysely";
import type pg from "pg";
import { inTransaction } from "./pg-transaction.ts";
import type { BusLogger } from "./types.ts";

/** Rows deleted per statement: short transactions, so pruning never holds up publishers or consumers. */
const BATCH = 5_000;

/**
 * Deletes postgres-bus messages older than the retention that every known consumer group has passed.
 * A group protects the rows after its checkpoint on the topic while it is alive, i.e. its checkpoint
 * moved within the retention; a group silent for longer is taken as gone (as Kafka forgets by time
 * alone). A group that subscribes later starts at the oldest row kept. The advisory lock lets every
 * service process call this on a timer while one of them does the work. Returns the rows deleted.
 */
export function pruneBusLog(pool: pg.Pool, retentionMs: number): Promise<number> {
  return inBatches(() =>
    inTransaction(pool, async (client) => {
      const lock = await client.query<{ ok: boolean }>(
        "SELECT pg_try_advisory_xact_lock(hashtextextended('mawid:bus-retention', 0)) AS ok",
      );
      if (!lock.rows[0]?.ok) return 0;
      const r = await client.query(
        `WITH doomed AS (
           SELECT m.position FROM bus.messages m
           WHERE m.created_at < now() - make_interval(secs => $1::double precision / 1000)
             AND NOT EXISTS (
               SELECT 1 FROM bus.checkpoints c
               WHERE c.topic = m.topic
                 AND c.updated_at >= now() - make_interval(secs => $1::double precision / 1000)
                 AND (c.transaction_id, c.position) < (m.transaction_id, m.position))
           ORDER BY m.position
           LIMIT $2)
         DELETE FROM bus.messages m USING doomed WHERE m.position = doomed.position`,
        [retentionMs, BATCH],
      );
      return r.rowCount ?? 0;
    }),
  );
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

export interface RetentionJob {
  stop(): Promise<void>;
}

/** Runs `prune` now and then every `intervalMs` until stopped; a failure is logged and retried later. */
export function startRetentionJob(
  name: string,
  prune: () => Promise<number>,
  intervalMs: number,
  log: BusLogger,
): RetentionJob {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = prune().then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, `${name}: pruned`);
      },
      (error: unknown) => log.warn({ err: error }, `${name}: pruning failed; trying again later`),
    );
  };
  const first = setTimeout(tick, Math.min(intervalMs, 10_000));
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

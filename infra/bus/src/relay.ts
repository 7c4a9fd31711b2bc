import { type Kysely, sql } from "kysely";
import type { TEnvelope } from "@mawid/contracts/platform";
import { type BusMetrics, busMetrics } from "./metrics.ts";
import { moveOutboxToBus } from "./postgres-transport.ts";
import { type Bus, type BusLogger, HEADER_TRACEPARENT, silentLogger } from "./types.ts";
import { backoff, Waiter } from "./wait.ts";

export interface RelayOptions {
  db: Kysely<unknown>;
  /** The service's schema, whose `outbox` table the relay drains. */
  schema: string;
  bus: Bus;
  logger?: BusLogger;
  /**
   * The longest wait between looks at an empty outbox (default 250 ms). Writers in this process call
   * `wake()` after they commit, so this bounds only the delay of rows written elsewhere: by another
   * instance of the service, or by a process with no relay of its own, such as the admin command.
   */
  pollMs?: number;
  /** Rows per publish (default 200). */
  batchSize?: number;
  /** How often a standby relay tries to become the active one (default 1 s). */
  standbyMs?: number;
  metrics?: BusMetrics;
  /**
   * The bus is the Postgres transport on this same database (a service's always is): rows move from
   * the outbox to the bus log inside PostgreSQL, one statement a batch (moveOutboxToBus).
   */
  inDatabase?: boolean;
}

export interface Relay {
  stop(): Promise<void>;
  /** Outbox rows not yet published. */
  backlog(): Promise<number>;
  /** Looks at the outbox now: a writer committed rows to it. */
  wake(): void;
}

interface OutboxRow {
  position: string | number;
  topic: string;
  key: string;
  envelope: TEnvelope;
}

/**
 * Moves a service's outbox rows to the bus in position order (so in order per key: writers of one
 * stream serialise on its row), deleting them only after the publish succeeded. One relay per schema
 * is active, holding a session advisory lock on a dedicated connection; the others stand by and take
 * over when its session ends. A crash between publish and delete republishes: consumers' inboxes make
 * that harmless. In the database (`inDatabase`), a batch moves in one transaction and never twice.
 */
export function startRelay(opts: RelayOptions): Relay {
  const log = opts.logger ?? silentLogger;
  const metrics = opts.metrics ?? busMetrics();
  const pollMs = opts.pollMs ?? 250;
  const batchSize = opts.batchSize ?? 200;
  const standbyMs = opts.standbyMs ?? 1_000;
  const s = sql.id(opts.schema);
  const lockKey = `mawid.relay:${opts.schema}`;
  const waiter = new Waiter();
  let stopping = false;
  let failures = 0;
  let emptyPolls = 0;

  const backlog = async () => {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${s}.outbox`.execute(opts.db);
    return Number(r.rows[0]?.n ?? 0);
  };
  metrics.backlogSources.add(backlog);

  /** One batch through the bus's publish, deleted once published: how many rows it moved. */
  const publishBatch = async (conn: Kysely<unknown>): Promise<number> => {
    const { rows } = await sql<OutboxRow>`
      SELECT position, topic, key, envelope FROM ${s}.outbox ORDER BY position LIMIT ${batchSize}`.execute(
      conn,
    );
    if (rows.length === 0) return 0;
    await opts.bus.publish(
      rows.map((r) => ({
        topic: r.topic,
        key: r.key,
        envelope: r.envelope,
        headers: traceHeaders(r.envelope),
      })),
    );
    const positions = rows.map((r) => String(r.position));
    await sql`DELETE FROM ${s}.outbox WHERE position = ANY(${positions}::bigint[])`.execute(conn);
    return rows.length;
  };

  const relayBatch = opts.inDatabase
    ? (conn: Kysely<unknown>) => moveOutboxToBus(conn, opts.schema, batchSize)
    : publishBatch;

  // Right after rows, it looks again within 4 ms, then 8, 16... up to pollMs while the outbox stays
  // empty, so a steady trickle from another instance is not held a whole poll. An idle platform's six
  // relays looked every 20 ms before writers woke them: 300 commits a second of PostgreSQL's and the
  // services' CPU, about a third of a core, taken from everything else on a small machine.
  // From 1 ms, each tiny move a commit, npm run bench checkin scanned 2,776 single scans/s against
  // 2,919 from 4 ms (one run each).
  const idleWait = () => Math.min(pollMs, 4 * 2 ** emptyPolls++);

  const drain = async (conn: Kysely<unknown>): Promise<boolean> => {
    const got = await sql<{
      ok: boolean;
    }>`SELECT pg_try_advisory_lock(hashtextextended(${lockKey}, 0)) AS ok`.execute(conn);
    if (!got.rows[0]?.ok) return false;
    log.info({ schema: opts.schema }, "outbox relay active");
    try {
      while (!stopping) {
        const moved = await relayBatch(conn);
        if (moved === 0) {
          await waiter.wait(idleWait());
          continue;
        }
        metrics.relayPublished.inc(moved);
        failures = 0;
        emptyPolls = 0;
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtextextended(${lockKey}, 0))`.execute(conn).catch(() => {});
    }
    return true;
  };

  const loop = (async () => {
    while (!stopping) {
      let wasActive = false;
      try {
        wasActive = await opts.db.connection().execute(drain);
      } catch (error) {
        failures++;
        log.warn({ err: error, schema: opts.schema, failures }, "outbox relay failed; retrying");
        await waiter.wait(backoff(failures, 100, 5_000));
        continue;
      }
      if (!wasActive && !stopping) await waiter.wait(standbyMs);
    }
  })();

  return {
    async stop() {
      stopping = true;
      waiter.wake();
      await loop;
      metrics.backlogSources.delete(backlog);
    },
    backlog,
    wake: () => waiter.wake(),
  };
}

function traceHeaders(envelope: TEnvelope): Record<string, string> {
  return envelope.traceparent ? { [HEADER_TRACEPARENT]: envelope.traceparent } : {};
}

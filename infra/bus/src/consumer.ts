import { type Kysely, sql, type Transaction } from "kysely";
import { type BusMetrics, busMetrics } from "./metrics.ts";
import { parkMessage } from "./parked.ts";
import { recordAttemptFailure, withConsumerSpan } from "./tracing.ts";
import { type Bus, type BusLogger, type DeliveredMessage, silentLogger } from "./types.ts";
import { backoff, sleep } from "./wait.ts";

export interface ConsumerOptions {
  db: Kysely<unknown>;
  /** The service's schema, holding `inbox` and `parked_messages` (see migrateInbox). */
  schema: string;
  bus: Bus;
  /** `<service>.<purpose>`. */
  group: string;
  topics: string[];
  /** The message's effect, inside the transaction that also records it in the inbox. */
  handle: (trx: Transaction<unknown>, m: DeliveredMessage) => Promise<void>;
  /** Failures before the message is parked (default 5). */
  maxAttempts?: number;
  /** First retry delay, doubled per attempt (default 50 ms). */
  retryDelayMs?: number;
  batchSize?: number;
  /**
   * Commit effects with synchronous_commit off (much faster per message). Safe only when the bus's
   * checkpoint is written to the same PostgreSQL cluster afterwards (the postgres transport on the
   * service's own database): its durable commit flushes the WAL, and so the effect, first.
   */
  asyncCommit?: boolean;
  logger?: BusLogger;
  metrics?: BusMetrics;
}

export interface Consumer {
  stop(): Promise<void>;
  /** Messages the bus holds for this group that it has not yet handled. */
  lag(): Promise<number>;
  parkedCount(): Promise<number>;
}

/**
 * A consumer group with an inbox: each message's effect commits together with an inbox row keyed by
 * (group, message id), so a redelivered message has no second effect. A message that fails maxAttempts
 * times is parked (with its last error) and the group moves on; a parked message is in the inbox too, so
 * a redelivery does not park it again.
 */
export async function startConsumer(opts: ConsumerOptions): Promise<Consumer> {
  const log = opts.logger ?? silentLogger;
  const metrics = opts.metrics ?? busMetrics();
  const maxAttempts = opts.maxAttempts ?? 5;
  const s = sql.id(opts.schema);
  const { group } = opts;

  const handleOnce = (m: DeliveredMessage) =>
    opts.db.transaction().execute(async (trx) => {
      if (opts.asyncCommit) await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      const fresh = await sql`
        INSERT INTO ${s}.inbox (group_name, message_id, topic) VALUES (${group}, ${m.envelope.id}, ${m.topic})
        ON CONFLICT DO NOTHING RETURNING 1`.execute(trx);
      if (fresh.rows.length === 0) return false;
      await opts.handle(trx, m);
      return true;
    });

  const subscription = await opts.bus.subscribe({
    group,
    topics: opts.topics,
    batchSize: opts.batchSize,
    handle: (m) =>
      withConsumerSpan(opts.bus.transport, group, m, async (span) => {
        for (let attempt = 1; ; attempt++) {
          const started = performance.now();
          try {
            const applied = await handleOnce(m);
            metrics.consumerHandleSeconds.observe({ group }, (performance.now() - started) / 1000);
            if (applied) metrics.consumerHandled.inc({ group });
            return;
          } catch (error) {
            const parking = attempt >= maxAttempts;
            recordAttemptFailure(span, error, parking);
            if (parking) {
              // If parking fails too, the rejection makes the bus redeliver the message later.
              await parkMessage(opts.db, opts.schema, group, m, attempt, error);
              metrics.consumerParked.inc({ group });
              log.error(
                { err: error, group, messageId: m.envelope.id, type: m.envelope.type, attempts: attempt },
                "message parked after repeated failures",
              );
              return;
            }
            log.warn(
              { err: error, group, messageId: m.envelope.id, attempt },
              "message handling failed; retrying",
            );
            await sleep(backoff(attempt, opts.retryDelayMs ?? 50, 2_000));
          }
        }
      }),
  });
  const lag = () => opts.bus.lag(group, opts.topics);
  const parkedCount = async () => {
    const r = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${s}.parked_messages WHERE group_name = ${group}`.execute(opts.db);
    return Number(r.rows[0]?.n ?? 0);
  };
  metrics.lagSources.set(group, lag);
  metrics.parkedSources.set(group, parkedCount);

  return {
    async stop() {
      await subscription.stop();
      if (metrics.lagSources.get(group) === lag) metrics.lagSources.delete(group);
      if (metrics.parkedSources.get(group) === parkedCount) metrics.parkedSources.delete(group);
    },
    lag,
    parkedCount,
  };
}

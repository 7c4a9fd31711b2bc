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
  /**
   * Whether `handle` has anything to do with a message. The others (events on the topic no handler
   * names) pass by without a transaction or an inbox row: with no effect there is nothing to keep from
   * happening twice. A consumer of one event type on a busy stream no longer pays a transaction per
   * event of the stream. Without it, every message is handled.
   */
  handles?: (m: DeliveredMessage) => boolean;
  /** The event types `handles` accepts, when it is a list of them (see SubscribeOptions.types). */
  types?: readonly string[];
  /** The message's effect, inside the transaction that also records it in the inbox. */
  handle: (trx: Transaction<unknown>, m: DeliveredMessage) => Promise<void>;
  /**
   * Called once a transaction's messages were handled, before it commits: a consumer whose handlers
   * gather (counts to add up) writes what they gathered here, once a batch instead of once a message.
   */
  flush?: (trx: Transaction<unknown>) => Promise<void>;
  /**
   * Told each time effects committed: an effect may have written events to the service's outbox, and
   * the service's relay looks at it at once rather than at its next idle poll.
   */
  afterCommit?: () => void;
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
  /**
   * Handle each delivered batch in one transaction: one inbox insert and one commit for up to
   * batchSize messages instead of a transaction each. Only for handlers whose every effect is in the
   * transaction and that keep nothing outside it: when any message of a batch fails, the batch is
   * rolled back and each message is handled again alone, with its own retries and parking.
   */
  batched?: boolean;
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
      await opts.flush?.(trx);
      return true;
    });

  /** Messages applied, of those given: the inbox already holds the others (a redelivery). */
  const handleTogether = (ms: DeliveredMessage[]) =>
    opts.db.transaction().execute(async (trx) => {
      if (opts.asyncCommit) await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      const fresh = await sql<{ message_id: string }>`
        INSERT INTO ${s}.inbox (group_name, message_id, topic)
        SELECT ${group}, m.id, m.topic FROM unnest(${ms.map((m) => m.envelope.id)}::uuid[], ${ms.map((m) => m.topic)}::text[]) AS m(id, topic)
        ON CONFLICT DO NOTHING RETURNING message_id`.execute(trx);
      // A message delivered twice in one batch is inserted, and so applied, once.
      const unseen = new Set(fresh.rows.map((r) => r.message_id));
      let applied = 0;
      for (const m of ms) {
        if (!unseen.delete(m.envelope.id)) continue;
        await withConsumerSpan(opts.bus.transport, group, m, () => opts.handle(trx, m));
        applied++;
      }
      if (applied > 0) await opts.flush?.(trx);
      return applied;
    });

  const mine = (m: DeliveredMessage) => opts.handles?.(m) ?? true;

  const handleEach = async (m: DeliveredMessage) => {
    if (mine(m)) await handleEachOfMine(m);
  };

  const handleEachOfMine = (m: DeliveredMessage) =>
    withConsumerSpan(opts.bus.transport, group, m, async (span) => {
      for (let attempt = 1; ; attempt++) {
        const started = performance.now();
        try {
          const applied = await handleOnce(m);
          metrics.consumerHandleSeconds.observe({ group }, (performance.now() - started) / 1000);
          if (applied) {
            metrics.consumerHandled.inc({ group });
            opts.afterCommit?.();
          }
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
    });

  const handleMany = async (delivered: DeliveredMessage[]) => {
    const ms = delivered.filter(mine);
    if (ms.length === 0) return;
    const started = performance.now();
    let applied: number;
    try {
      applied = await handleTogether(ms);
    } catch {
      // Rolled back whole: each message goes again alone, and its own failure, if any, is logged there.
      for (const m of ms) await handleEachOfMine(m);
      return;
    }
    // Each message is counted as taking its share of the batch's transaction.
    const seconds = (performance.now() - started) / 1000 / ms.length;
    for (let i = 0; i < ms.length; i++) metrics.consumerHandleSeconds.observe({ group }, seconds);
    if (applied > 0) {
      metrics.consumerHandled.inc({ group }, applied);
      opts.afterCommit?.();
    }
  };

  const subscription = await opts.bus.subscribe({
    group,
    topics: opts.topics,
    batchSize: opts.batchSize,
    types: opts.types,
    handle: handleEach,
    handleMany: opts.batched ? handleMany : undefined,
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

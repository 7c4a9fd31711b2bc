import { type Kysely, sql } from "kysely";
import { type DeliveredMessage, on, routeHandlers } from "@mawid/bus";
import { PROJECTIONS } from "../consumers/projections.ts";
import { applyFacts } from "../projection/apply-facts.ts";
import type { Fact } from "../projection/projector.ts";
import { PROJECTED_TABLES } from "../projection/read-model-tables.ts";
import {
  countLog,
  LOG_START,
  type LogCursor,
  type LogRow,
  oldestLogged,
  readLogPage,
  saveCheckpoints,
} from "./read-log.ts";

export interface RebuildProgress {
  done: number;
  total: number;
  perSecond: number;
  topic: string;
}

export interface RebuildReport {
  events: number;
  /** Messages whose data broke their contract: the live consumers park them, so they project nothing here either. */
  skipped: number;
  /** Those messages by event type, with the first one's error, for the operator to look into. */
  skippedByType: Record<string, { count: number; error: string }>;
  seconds: number;
  perSecond: number;
}

export interface RebuildOptions {
  db: Kysely<unknown>;
  schema: string;
  /** Messages read and applied per transaction. */
  pageSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Rebuild even when the log no longer holds facts the read models have (retention pruned them). */
  force?: boolean;
}

/** The read models hold facts older than anything the log keeps: a rebuild would lose them. */
export class LogPrunedError extends Error {
  constructor(oldestFact: Date, oldestLogged: Date) {
    super(
      `the bus log starts at ${oldestLogged.toISOString()} but the read models hold facts from ${oldestFact.toISOString()}: ` +
        "retention has pruned messages, and a rebuild would drop them (rerun with --force to rebuild anyway)",
    );
    this.name = "LogPrunedError";
  }
}

interface TopicPlan {
  topic: string;
  groups: string[];
  /** Collects the message's facts; resolves with the error of a message its contract refuses. */
  route: (message: DeliveredMessage, into: Fact[]) => Promise<unknown>;
}

/**
 * Per topic, the groups that follow it and one router over all their projectors: the same upcasts,
 * contracts and facts as the live consumers, collecting the facts instead of writing them.
 */
function planTopics(): TopicPlan[] {
  const plans = new Map<string, TopicPlan>();
  for (const { group, projectors } of PROJECTIONS) {
    let sink: Fact[] = [];
    const routed = routeHandlers(
      projectors.map((p) =>
        on(p.definition, async (_trx, data, meta) => {
          sink.push(...p.facts(data, meta));
        }),
      ),
    );
    const route = async (message: DeliveredMessage, into: Fact[]) => {
      sink = into;
      try {
        await routed.handle(undefined as never, message);
        return undefined;
      } catch (error) {
        return error ?? new Error("refused");
      }
    };
    for (const topic of routed.topics) {
      const plan = plans.get(topic);
      if (!plan) {
        plans.set(topic, { topic, groups: [group], route });
        continue;
      }
      const previous = plan.route;
      plan.groups.push(group);
      plan.route = async (message, into) => (await previous(message, into)) ?? (await route(message, into));
    }
  }
  return [...plans.values()];
}

async function oldestFact(db: Kysely<unknown>, schema: string): Promise<Date | null> {
  const s = sql.id(schema);
  const { rows } = await sql<{ at: Date | null }>`
    SELECT least((SELECT min(placed_at) FROM ${s}.orders), (SELECT min(received_at) FROM ${s}.donations)) AS at`.execute(
    db,
  );
  return rows[0]?.at ?? null;
}

const HOUR = 3_600_000;
const DEADLOCK = "40P01";
const LOCK_NOT_AVAILABLE = "55P03";
/** How long a TRUNCATE may wait for a table's lock before it steps aside and tries again. */
const TRUNCATE_LOCK_WAIT = "50ms";
/** Tries before a TRUNCATE waits its turn however long (an autovacuum that holds the table is then cancelled). */
const TRUNCATE_TRIES = 200;

/**
 * TRUNCATE takes the table's exclusive lock: while it waits for the table's readers (or an autovacuum,
 * which PostgreSQL cancels only after deadlock_timeout, a second), every dashboard read queues behind
 * it. So it waits a few milliseconds at most, lets the queue through, and tries again.
 */
async function emptyTable(db: Kysely<unknown>, schema: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (attempt < TRUNCATE_TRIES)
          await sql`SET LOCAL lock_timeout = ${sql.lit(TRUNCATE_LOCK_WAIT)}`.execute(trx);
        await sql`TRUNCATE ${sql.id(schema, name)}`.execute(trx);
      });
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || attempt >= TRUNCATE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * A page's upserts may meet a live consumer's on the same rows in another order; PostgreSQL then
 * rolls one back, and the page is written again (the upserts are idempotent).
 */
async function withDeadlockRetry(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
    }
  }
}

/**
 * Empties the read models and replays every message the log holds for the projection groups, a page
 * at a time, each page's facts written set-based in one transaction; then moves the groups'
 * checkpoints to where it stopped, so the live consumers go on from there. The live consumers may run
 * meanwhile: every write is an idempotent upsert keyed by the fact, so what they write is kept or
 * rewritten the same, and the replay reads on to the end of the log, past all they had handled.
 */
export async function rebuildReadModels(opts: RebuildOptions): Promise<RebuildReport> {
  const { db, schema } = opts;
  const pageSize = opts.pageSize ?? 5_000;
  const plans = planTopics();
  const topics = plans.map((p) => p.topic);
  if (!opts.force) {
    const [fact, logged] = await Promise.all([oldestFact(db, schema), oldestLogged(db, topics)]);
    if (fact && (!logged || fact.getTime() < logged.getTime() - HOUR))
      throw new LogPrunedError(fact, logged ?? new Date());
  }
  const total = await countLog(db, topics);
  const started = performance.now();
  let done = 0;
  let skipped = 0;
  const skippedByType: RebuildReport["skippedByType"] = {};
  const perSecond = () => done / Math.max((performance.now() - started) / 1000, 1e-3);
  // A table at a time: a reader (the dashboard) never holds one while waiting for another this holds.
  for (const name of PROJECTED_TABLES) await emptyTable(db, schema, name);

  const apply = (facts: readonly Fact[]) =>
    withDeadlockRetry(() =>
      db.transaction().execute(async (trx) => {
        await sql`SET LOCAL synchronous_commit = off`.execute(trx);
        await applyFacts(trx, schema, facts);
      }),
    );
  for (const plan of plans) {
    let cursor: LogCursor = LOG_START;
    let next = readLogPage(db, plan.topic, cursor, pageSize);
    let applying: Promise<void> = Promise.resolve();
    for (;;) {
      const page: LogRow[] = await next;
      if (page.length === 0) break;
      cursor = page[page.length - 1]!;
      // Three stages overlap: PostgreSQL reads the next page and writes the previous one while this
      // process turns this one into facts.
      next = readLogPage(db, plan.topic, cursor, pageSize);
      const facts: Fact[] = [];
      for (const row of page) {
        const message = {
          topic: plan.topic,
          key: row.envelope.streamId,
          headers: {},
          envelope: row.envelope,
        };
        const error = await plan.route(message, facts);
        if (error === undefined) continue;
        skipped++;
        const seen = skippedByType[row.envelope.type];
        if (seen) seen.count++;
        else
          skippedByType[row.envelope.type] = {
            count: 1,
            error: String(error instanceof Error ? error.message : error).slice(0, 500),
          };
      }
      await applying;
      applying = apply(facts);
      done += page.length;
      applying.then(
        () =>
          opts.onProgress?.({
            done,
            total: Math.max(total, done),
            perSecond: perSecond(),
            topic: plan.topic,
          }),
        () => {},
      );
    }
    await applying;
    await saveCheckpoints(db, plan.groups, plan.topic, cursor);
  }
  const seconds = (performance.now() - started) / 1000;
  return { events: done, skipped, skippedByType, seconds, perSecond: done / Math.max(seconds, 1e-3) };
}

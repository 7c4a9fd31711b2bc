import { type Kysely, sql } from "kysely";
import { type DeliveredMessage, on, routeHandlers } from "@mawid/bus";
import { PROJECTIONS } from "../consumers/projections.ts";
import { applyFacts } from "../projection/apply-facts.ts";
import type { Fact } from "../projection/projector.ts";
import { PROJECTED_TABLES } from "../projection/read-model-tables.ts";
import { openPageWriter, type PageWriter } from "./page-writer.ts";
import {
  countLog,
  LOG_START,
  type LogCursor,
  type LogRow,
  oldestLogged,
  readLogPage,
  saveCheckpoints,
} from "./read-log.ts";
import {
  createShadowTables,
  dropShadowTables,
  indexShadowTables,
  SHADOW_SUFFIX,
  settleShadowTables,
  swapInShadowTables,
} from "./shadow-tables.ts";

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
  /** The same database's URL: the rebuild writes its pages over a connection of its own (see openPageWriter). */
  url: string;
  schema: string;
  /** Messages read and applied per transaction. */
  pageSize?: number;
  /**
   * The nice value for the backends writing the pages, when PostgreSQL runs on this machine (see
   * setBackendPriority); unchanged when not given.
   */
  writerPriority?: number;
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
/**
 * Topics replayed at once, each lane with its own writer: one topic's pages keep a PostgreSQL backend
 * and this process each busy about half the time (one waits on the other), two keep both cores busy.
 * Every topic writes tables of its own, so the lanes never wait on each other's rows.
 */
const LANES = 2;
/** Messages turned into facts between two turns of the event loop. */
const YIELD_EVERY = 50;
const DEADLOCK = "40P01";
const LOCK_NOT_AVAILABLE = "55P03";
/** How long the swap may wait for the live tables' locks before it steps aside and tries again. */
const SWAP_LOCK_WAIT = "50ms";
/** Tries before the swap waits its turn however long (an autovacuum that holds a table is then cancelled). */
const SWAP_TRIES = 200;

/**
 * The swap takes every live table's exclusive lock: while it waits for a table's readers (or an
 * autovacuum, which PostgreSQL cancels only after deadlock_timeout, a second), every dashboard read
 * queues behind it. So it waits a few milliseconds at most, lets the queue through, and tries again;
 * a live consumer it deadlocks with (each waiting for the other's table or checkpoint) is let go first.
 */
async function inTurn<T>(run: (patient: boolean) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt < SWAP_TRIES);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!(code === LOCK_NOT_AVAILABLE || code === DEADLOCK) || attempt >= SWAP_TRIES + 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Fills fresh copies of the read models from every message the log holds for the projection groups,
 * a page at a time, each page's facts written set-based in one transaction, while the live tables keep
 * serving the dashboards whole and the live consumers keep writing them. Once the copies are full and
 * indexed, one transaction takes the live tables' locks, replays what reached the log meanwhile into
 * the copies, moves the groups' checkpoints past it, and puts the copies in the live tables' place:
 * a reader sees the old read models or the new ones, never one half made.
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
  const counts = await countLog(db, topics);
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const started = performance.now();
  let done = 0;
  let skipped = 0;
  const skippedByType: RebuildReport["skippedByType"] = {};
  const perSecond = () => done / Math.max((performance.now() - started) / 1000, 1e-3);
  const report = (topic: string) =>
    opts.onProgress?.({ done, total: Math.max(total, done), perSecond: perSecond(), topic });

  /** A page's facts, and the messages their contracts refused, each with its error. */
  const factsOf = async (plan: TopicPlan, page: readonly LogRow[]) => {
    const facts: Fact[] = [];
    const refused: { type: string; error: unknown }[] = [];
    for (const [i, row] of page.entries()) {
      // The routes' awaits never reach the event loop: let the reader's and the writer's answers in now
      // and then, so PostgreSQL goes on with the next statement while this page is still being turned.
      if (i > 0 && i % YIELD_EVERY === 0) await new Promise(setImmediate);
      const message = { topic: plan.topic, key: row.envelope.streamId, headers: {}, envelope: row.envelope };
      const error = await plan.route(message, facts);
      if (error !== undefined) refused.push({ type: row.envelope.type, error });
    }
    return { facts, refused };
  };
  /** Counts refused messages by type, keeping each type's first error for the operator. */
  const skip = (refused: readonly { type: string; error: unknown }[]) => {
    for (const { type, error } of refused) {
      skipped++;
      const seen = skippedByType[type];
      if (seen) seen.count++;
      else
        skippedByType[type] = {
          count: 1,
          error: String(error instanceof Error ? error.message : error).slice(0, 500),
        };
    }
  };

  /** Replays the topic's log into the copies, a page at a time; resolves with where it stopped. */
  const replay = async (plan: TopicPlan, writer: PageWriter, stop: () => boolean) => {
    let cursor: LogCursor = LOG_START;
    let next = readLogPage(db, plan.topic, cursor, pageSize);
    let writing: Promise<void> = Promise.resolve();
    try {
      while (!stop()) {
        const page: LogRow[] = await next;
        if (page.length === 0) break;
        cursor = page[page.length - 1]!;
        // Three stages overlap: PostgreSQL reads the next page and writes the previous one while this
        // process turns this one into facts.
        next = readLogPage(db, plan.topic, cursor, pageSize);
        const { facts, refused } = await factsOf(plan, page);
        skip(refused);
        await writing;
        writing = writer.write(facts);
        done += page.length;
        writing.then(
          () => report(plan.topic),
          () => {},
        );
      }
    } finally {
      await Promise.allSettled([writing, next]);
    }
    await writing;
    return cursor;
  };

  await createShadowTables(db, schema, PROJECTED_TABLES);
  try {
    const cursors = new Map<string, LogCursor>();
    // Biggest topics first, so the lanes end about together.
    const queue = [...plans].sort((a, b) => (counts.get(b.topic) ?? 0) - (counts.get(a.topic) ?? 0));
    let failed = false;
    const lane = async () => {
      const writer = await openPageWriter(opts.url, schema, SHADOW_SUFFIX, opts.writerPriority);
      try {
        for (let plan = queue.shift(); plan && !failed; plan = queue.shift())
          cursors.set(plan.topic, await replay(plan, writer, () => failed));
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        await writer.close();
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: LANES }, lane));
    const failure = lanes.find((l) => l.status === "rejected");
    if (failure) throw failure.reason;
    await indexShadowTables(db, schema, PROJECTED_TABLES);
    await settleShadowTables(db, schema, PROJECTED_TABLES);

    const caughtUp = await inTurn((patient) =>
      db.transaction().execute(async (trx) => {
        if (patient) await sql`SET LOCAL lock_timeout = ${sql.lit(SWAP_LOCK_WAIT)}`.execute(trx);
        // in the order every writer takes them, so a live consumer never waits on the swap in a cycle
        await sql`LOCK TABLE ${sql.join(PROJECTED_TABLES.map((t) => sql.id(schema, t)))} IN ACCESS EXCLUSIVE MODE`.execute(
          trx,
        );
        let messages = 0;
        const refused: { type: string; error: unknown }[] = [];
        for (const plan of plans) {
          let cursor = cursors.get(plan.topic)!;
          for (;;) {
            const page = await readLogPage(trx, plan.topic, cursor, pageSize);
            if (page.length === 0) break;
            cursor = page[page.length - 1]!;
            const found = await factsOf(plan, page);
            await applyFacts(trx, schema, found.facts, SHADOW_SUFFIX);
            messages += page.length;
            refused.push(...found.refused);
          }
          await saveCheckpoints(trx, plan.groups, plan.topic, cursor);
        }
        await swapInShadowTables(trx, schema, PROJECTED_TABLES);
        return { messages, refused };
      }),
    );
    done += caughtUp.messages;
    skip(caughtUp.refused);
    if (caughtUp.messages > 0) report(topics.at(-1)!);
  } catch (error) {
    await dropShadowTables(db, schema, PROJECTED_TABLES).catch(() => {});
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  return { events: done, skipped, skippedByType, seconds, perSecond: done / Math.max(seconds, 1e-3) };
}

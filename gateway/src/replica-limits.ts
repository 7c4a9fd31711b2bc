import { randomUUID } from "node:crypto";
import { runMigrations } from "@mawid/eventstore";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { GATEWAY_SCHEMA, gatewayMigrations } from "./db/migrate.ts";
import type { FixedWindowLimiter } from "./rate-limit.ts";
import { EXCHANGE_MS, takeUnsentCounts } from "./shared-limits.ts";

/**
 * Rate-limit counts shared by every gateway process given one PostgreSQL database
 * (RATE_LIMIT_DATABASE_URL): replicas on other machines, and the workers of each. It is the
 * cluster's exchange (shared-limits.ts) with the database as the primary: every EXCHANGE_MS a
 * process adds what it counted since its last report to its own rows, and reads back what the other
 * processes counted for the same keys and windows. One statement per exchange, none on the hot path,
 * and nothing sent by a process that counted nothing.
 *
 * Each process writes only its own rows, so replicas never wait on each other's row locks. The table
 * is UNLOGGED: counts live for a minute, and a crash that empties it only forgets one window's worth.
 * While the database cannot be reached each process limits on its own counts, keeps what it counted,
 * and reports it at the next exchange that succeeds. The table comes from the gateway's migrations
 * (db/migrate.ts), which the first exchange that reaches the database runs.
 */

const EXCHANGE = `
  WITH reported AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::int[]) AS r(limiter, key, reset_at, count)
  ), counted AS (
    INSERT INTO gateway.rate_limit_counts AS c (limiter, key, reset_at, process, count)
    SELECT limiter, key, reset_at, $5::text, count FROM reported
    ON CONFLICT (limiter, key, reset_at, process) DO UPDATE SET count = c.count + excluded.count
  )
  SELECT r.limiter, r.key, r.reset_at::float8 AS reset_at, coalesce(sum(c.count), 0)::int AS others
  FROM reported r
  LEFT JOIN gateway.rate_limit_counts c
    ON c.limiter = r.limiter AND c.key = r.key AND c.reset_at = r.reset_at AND c.process <> $5
  GROUP BY r.limiter, r.key, r.reset_at`;

const PRUNE = "DELETE FROM gateway.rate_limit_counts WHERE reset_at <= $1";
const PRUNE_MS = 30_000;

interface ExchangeLog {
  warn(fields: object, message: string): void;
  info(message: string): void;
}

export class ReplicaLimits {
  readonly #limiters: Record<string, FixedWindowLimiter>;
  readonly #pool: pg.Pool;
  readonly #db: Kysely<unknown>;
  readonly #log: ExchangeLog;
  readonly #onFailure: () => void;
  readonly #process = randomUUID();
  readonly #now: () => number;
  #migrated = false;
  #failing = false;
  #prunedAt = 0;
  #running: Promise<boolean> | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: {
    url: string;
    limiters: Record<string, FixedWindowLimiter>;
    log: ExchangeLog;
    /** Called for each failed exchange (a metric). */
    onFailure?: () => void;
    now?: () => number;
  }) {
    this.#limiters = options.limiters;
    this.#log = options.log;
    this.#onFailure = options.onFailure ?? (() => {});
    this.#now = options.now ?? Date.now;
    this.#pool = new pg.Pool({
      connectionString: options.url,
      max: 1,
      application_name: "gateway-rate-limits",
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 2_000,
    });
    // a server that drops the idle connection costs one failed exchange, not the process
    this.#pool.on("error", () => {});
    this.#db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: this.#pool }) });
  }

  /** False while exchanges fail (each replica then limits on its own counts). */
  get sharing(): boolean {
    return !this.#failing;
  }

  /** Exchanges every EXCHANGE_MS until closed; a round still running makes the next one wait. */
  start(): void {
    this.#timer = setInterval(() => {
      if (this.#running === null) void this.exchange();
    }, EXCHANGE_MS);
    this.#timer.unref();
  }

  /** One exchange: reports the unsent counts and applies the others'. False when it failed. */
  exchange(): Promise<boolean> {
    this.#running ??= this.#exchange().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async close(): Promise<void> {
    if (this.#timer !== null) clearInterval(this.#timer);
    await this.#running;
    await this.#pool.end();
  }

  async #exchange(): Promise<boolean> {
    const taken = Object.entries(takeUnsentCounts(this.#limiters));
    const limiters: string[] = [];
    const keys: string[] = [];
    const resets: number[] = [];
    const counts: number[] = [];
    for (const [name, unsent] of taken) {
      for (const [key, count, resetAt] of unsent) {
        limiters.push(name);
        keys.push(key);
        resets.push(resetAt);
        counts.push(count);
      }
    }
    try {
      if (!this.#migrated) {
        await runMigrations(this.#db, GATEWAY_SCHEMA, gatewayMigrations);
        this.#migrated = true;
      }
      const now = this.#now();
      if (now - this.#prunedAt >= PRUNE_MS) {
        await this.#pool.query(PRUNE, [now]);
        this.#prunedAt = now;
      }
      if (taken.length > 0) {
        const { rows } = await this.#pool.query<{
          limiter: string;
          key: string;
          reset_at: number;
          others: number;
        }>(EXCHANGE, [limiters, keys, resets, counts, this.#process]);
        for (const [name, group] of Map.groupBy(rows, (row) => row.limiter)) {
          this.#limiters[name]?.setOthers(group.map((row) => [row.key, row.others, row.reset_at]));
        }
      }
      if (this.#failing) this.#log.info("rate-limit counts are shared with the other gateway replicas again");
      this.#failing = false;
      return true;
    } catch (error) {
      for (const [name, unsent] of taken) this.#limiters[name]?.restoreUnsent(unsent);
      // a database that was replaced (restored, failed over) is migrated again on the next exchange
      this.#migrated = false;
      if (!this.#failing) {
        this.#log.warn(
          { err: { message: (error as Error).message } },
          "rate-limit counts cannot be shared with the other gateway replicas; each limits on its own counts",
        );
      }
      this.#failing = true;
      this.#onFailure();
      return false;
    }
  }
}

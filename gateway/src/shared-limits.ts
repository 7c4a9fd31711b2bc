import cluster from "node:cluster";
import type { FixedWindowLimiter, WindowCount } from "./rate-limit.ts";

/**
 * Rate-limit counts shared by the processes of one gateway (GATEWAY_WORKERS, cluster.ts). Each
 * worker reports what it counted since its last report; the primary adds the reports up and answers
 * each worker with what the others counted for the keys it reported. A worker that counts nothing
 * sends nothing, and the hot path never waits for an answer.
 */

const REPORT = "mawid:rate-limits";
const ANSWER = "mawid:rate-limits-of-others";
/** A client can overshoot a limit by what the other workers admit within about one exchange. */
export const EXCHANGE_MS = 200;

/** Counts by limiter name. */
export type Counts = Record<string, WindowCount[]>;
interface LimitsMessage {
  type: string;
  limits: Counts;
}

/** The primary's sum of every worker's counts, per limiter, per key, for the current window. */
export class LimitTotals {
  readonly #limiters = new Map<string, Map<string, { resetAt: number; byWorker: Map<number, number> }>>();

  /** Adds one worker's report and answers, for each key it reported, what the other workers counted. */
  add(worker: number, limiter: string, counts: readonly WindowCount[]): WindowCount[] {
    let keys = this.#limiters.get(limiter);
    if (keys === undefined) {
      keys = new Map();
      this.#limiters.set(limiter, keys);
    }
    const others: WindowCount[] = [];
    for (const [key, count, resetAt] of counts) {
      let total = keys.get(key);
      if (total === undefined || total.resetAt < resetAt) {
        total = { resetAt, byWorker: new Map() };
        keys.set(key, total);
      } else if (total.resetAt > resetAt) {
        continue; // a late report of a window that has ended
      }
      total.byWorker.set(worker, (total.byWorker.get(worker) ?? 0) + count);
      let sum = 0;
      for (const [id, n] of total.byWorker) if (id !== worker) sum += n;
      others.push([key, sum, resetAt]);
    }
    return others;
  }

  /** Drops the windows that have ended by `now`. */
  prune(now: number): void {
    for (const keys of this.#limiters.values()) {
      for (const [key, total] of keys) if (total.resetAt <= now) keys.delete(key);
    }
  }
}

/** What each limiter counted since its last report, for the limiters that counted anything. */
export function takeUnsentCounts(limiters: Record<string, FixedWindowLimiter>): Counts {
  const counts: Counts = {};
  for (const [name, limiter] of Object.entries(limiters)) {
    const unsent = limiter.takeUnsent();
    if (unsent.length > 0) counts[name] = unsent;
  }
  return counts;
}

/** Runs in the primary: answers the workers' reports. */
export function answerLimitReports(): void {
  const totals = new LimitTotals();
  cluster.on("message", (worker, message) => {
    const report = message as LimitsMessage | null;
    if (report?.type !== REPORT) return;
    const limits: Counts = {};
    for (const [limiter, counts] of Object.entries(report.limits)) {
      limits[limiter] = totals.add(worker.id, limiter, counts);
    }
    worker.send({ type: ANSWER, limits } satisfies LimitsMessage);
  });
  setInterval(() => totals.prune(Date.now()), 10_000).unref();
}

/** Runs in a worker: reports these limiters' counts to the primary and applies its answers. */
export function shareLimits(limiters: Record<string, FixedWindowLimiter>): () => void {
  const onAnswer = (message: unknown) => {
    const answer = message as LimitsMessage | null;
    if (answer?.type !== ANSWER) return;
    for (const [name, counts] of Object.entries(answer.limits)) limiters[name]?.setOthers(counts);
  };
  process.on("message", onAnswer);
  const exchange = setInterval(() => {
    const limits = takeUnsentCounts(limiters);
    if (Object.keys(limits).length > 0) process.send?.({ type: REPORT, limits } satisfies LimitsMessage);
  }, EXCHANGE_MS);
  exchange.unref();
  return () => {
    clearInterval(exchange);
    process.off("message", onAnswer);
  };
}

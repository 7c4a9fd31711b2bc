import { ErrorCode, errorBody } from "@mawid/contracts/platform";

/** One key's window: this process's count, what the other gateway processes counted, and what is not yet told. */
interface Window {
  resetAt: number;
  count: number;
  others: number;
  unsent: number;
}

/** The answer to a request over a limit, in the shared error shape, with the seconds to wait. */
export function tooManyRequestsBody(seconds: number) {
  return errorBody(ErrorCode.rateLimited, `Too many requests; retry in ${seconds} s`);
}

/** A key's count in one window: what a process reports, and what it learns of the others. */
export type WindowCount = [key: string, count: number, resetAt: number];

/**
 * A fixed-window counter per key, in memory: the gateway's per-IP, per-user and client-log limits.
 * Synchronous, for the proxy's hot path: no promise, no allocation for a known key.
 *
 * Windows are aligned to the clock (a 60 s window is a clock minute), so that the processes of one
 * gateway (GATEWAY_WORKERS) can add up their counts: each one reports what it counted
 * (`takeUnsent`) and is told what the others counted (`setOthers`), every few hundred ms through
 * the cluster's primary (shared-limits.ts). A key is limited on the sum, so a client spread over
 * several workers gets the configured limit, give or take one exchange's worth of requests.
 *
 * Replicas on other machines add up their counts the same way through PostgreSQL when they are
 * given RATE_LIMIT_DATABASE_URL (replica-limits.ts).
 */
export class FixedWindowLimiter {
  readonly max: number;
  readonly windowMs: number;
  readonly #maxKeys: number;
  readonly #windows = new Map<string, Window>();
  /** Keys counted since the last `takeUnsent`, when the counts are shared. */
  readonly #unsent = new Set<string>();
  readonly #shared: boolean;
  readonly #now: () => number;

  constructor(options: {
    max: number;
    windowMs: number;
    maxKeys?: number;
    /** Whether other processes are told the counts (`takeUnsent`); without it nothing is kept for them. */
    shared?: boolean;
    now?: () => number;
  }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 50_000;
    this.#shared = options.shared ?? false;
    this.#now = options.now ?? Date.now;
  }

  /** Counts `count` requests (or entries) for `key`: 0 when allowed, else the seconds until the window resets. */
  take(key: string, count = 1): number {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      if (window !== undefined) this.#windows.delete(key);
      else if (this.#windows.size >= this.#maxKeys) this.#evict(now);
      window = { resetAt: now - (now % this.windowMs) + this.windowMs, count: 0, others: 0, unsent: 0 };
      // (re)inserted last: the map stays ordered by window start, oldest first
      this.#windows.set(key, window);
    }
    window.count += count;
    if (this.#shared) {
      window.unsent += count;
      this.#unsent.add(key);
    }
    if (window.count + window.others <= this.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /** The counts added since the last call, for the other processes of this gateway. */
  takeUnsent(): WindowCount[] {
    const counts: WindowCount[] = [];
    for (const key of this.#unsent) {
      const window = this.#windows.get(key);
      if (window === undefined || window.unsent === 0) continue;
      counts.push([key, window.unsent, window.resetAt]);
      window.unsent = 0;
    }
    this.#unsent.clear();
    return counts;
  }

  /** Puts back counts `takeUnsent` gave that never reached the others, so the next report carries them. */
  restoreUnsent(counts: readonly WindowCount[]): void {
    for (const [key, count, resetAt] of counts) {
      const window = this.#windows.get(key);
      if (window === undefined || window.resetAt !== resetAt) continue;
      window.unsent += count;
      this.#unsent.add(key);
    }
  }

  /** What the other processes counted for these keys; a count for another window is stale and ignored. */
  setOthers(counts: readonly WindowCount[]): void {
    for (const [key, others, resetAt] of counts) {
      const window = this.#windows.get(key);
      if (window !== undefined && window.resetAt === resetAt) window.others = others;
    }
  }

  #evict(now: number): void {
    // windows are ordered by start: drop the expired ones from the oldest end, else the oldest one
    let removed = 0;
    for (const [key, window] of this.#windows) {
      if (window.resetAt > now) break;
      this.#windows.delete(key);
      removed++;
    }
    if (removed === 0) {
      const oldest = this.#windows.keys().next();
      if (!oldest.done) this.#windows.delete(oldest.value);
    }
  }
}

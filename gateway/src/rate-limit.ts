/**
 * A fixed-window counter per key, in memory (the same algorithm as @fastify/rate-limit's local
 * store, which limits the gateway's own routes such as /api/logs). The proxied routes use this
 * synchronous one on their hot path: no promise, no allocation for a known key.
 *
 * In-memory counters are right for one gateway instance. With several replicas a client could
 * multiply its allowance by the replica count: the upgrade is a shared store (Redis, as the
 * plugin's `redis` option does) behind the same `take()`.
 */
export class FixedWindowLimiter {
  readonly max: number;
  readonly windowMs: number;
  readonly #maxKeys: number;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;

  constructor(options: { max: number; windowMs: number; maxKeys?: number; now?: () => number }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 50_000;
    this.#now = options.now ?? Date.now;
  }

  /** Counts one request for `key`: 0 when allowed, else the seconds until the window resets. */
  take(key: string): number {
    const now = this.#now();
    const window = this.#windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      if (window !== undefined) this.#windows.delete(key);
      else if (this.#windows.size >= this.#maxKeys) this.#evict(now);
      // (re)inserted last: the map stays ordered by window start, oldest first
      this.#windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    window.count++;
    if (window.count <= this.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
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

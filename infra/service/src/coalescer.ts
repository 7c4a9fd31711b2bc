/** How a Coalescer sends its items: many in one statement, or one alone. */
export interface CoalescerOptions<T, R> {
  /** Many items in one statement: a result per item, in the order given. */
  many(items: T[]): Promise<R[]>;
  /** One item alone, when the statement it shared failed: one item's failure stays its own. */
  one(item: T): Promise<R>;
  /** The order items go in within a statement (writes: by stream id, so locks are taken in one order). */
  order?(a: T, b: T): number;
  /** Statements in flight at once; the rest of the pool stays free for the others. */
  maxInFlight: number;
  maxPerStatement: number;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Requests' statements, coalesced: at doors-open a hundred stations each send a scan, and per-statement
 * costs (round trips, parsing, commits) are what run out, not the work. An item goes out at once
 * while fewer than maxInFlight statements are running, so a lone scan waits for nothing; the items
 * that arrive while they run go together in the next statement. Each item gets its own result.
 */
export class Coalescer<T, R> {
  readonly #options: CoalescerOptions<T, R>;
  #waiting: Waiting<T, R>[] = [];
  #inFlight = 0;

  constructor(options: CoalescerOptions<T, R>) {
    this.#options = options;
  }

  run(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      this.#drain();
    });
  }

  #drain(): void {
    while (this.#inFlight < this.#options.maxInFlight && this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, this.#options.maxPerStatement);
      this.#inFlight++;
      void this.#flush(group).finally(() => {
        this.#inFlight--;
        this.#drain();
      });
    }
  }

  async #flush(group: Waiting<T, R>[]): Promise<void> {
    const { order, many, one } = this.#options;
    if (order) group.sort((a, b) => order(a.item, b.item));
    let results: R[];
    try {
      results = await many(group.map((w) => w.item));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      await Promise.all(group.map((w) => one(w.item).then(w.resolve, w.reject)));
      return;
    }
    for (const [i, w] of group.entries()) w.resolve(results[i]!);
  }
}

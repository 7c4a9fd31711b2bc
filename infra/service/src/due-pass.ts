import pMap from "p-map";

/** How a due pass is run: tests read smaller batches; a scheduled task passes its `stopping` signal. */
export interface DuePassOptions {
  batch?: number;
  stopping?: AbortSignal;
}

export interface DuePass<T> {
  /** Items read at a time, unless the options say otherwise. */
  batch: number;
  /** Up to `limit` items that are due now, the longest-due first. */
  due(limit: number): Promise<readonly T[]>;
  /** Moves one item on; false when there was nothing to do (another instance, or the decider, had it). */
  moveOn(item: T): Promise<boolean>;
  /** Items moved on at once (1: one after another). */
  concurrency?: number;
  /** Items with the same key go in turn, in the order read (one stream's commands), whatever the concurrency. */
  inTurn?(item: T): string;
  /** An error that is not a failure: a version race that another instance won. */
  lost?(error: unknown): boolean;
  /** Names the failures when some are thrown together: "orders failed to expire". */
  failed: string;
}

/**
 * One pass of a scheduled task over what is due: a batch read and moved on, then the next, until a
 * batch comes back short, so a rush (an on-sale's lapsed holds, a night's recurring gifts) is done
 * within the pass and not a batch a tick. A batch that moved nothing on, or in which an item failed,
 * ends the pass and is left to the next tick; one item failing does not hold back the others of its
 * batch. A service shutting down ends it after the batch in hand (`stopping`): each item's command
 * is whole, and the rest is due at the next start. The failures are thrown together at the end.
 * Answers the items moved on.
 */
export async function passOverDue<T>(pass: DuePass<T>, options: DuePassOptions = {}): Promise<number> {
  const batch = options.batch ?? pass.batch;
  const failures: unknown[] = [];
  let total = 0;
  for (;;) {
    const due = await pass.due(batch);
    let moved = 0;
    const turns = new Map<string, T[]>();
    due.forEach((item, i) => {
      const key = pass.inTurn?.(item) ?? String(i);
      const turn = turns.get(key);
      if (turn) turn.push(item);
      else turns.set(key, [item]);
    });
    await pMap(
      turns.values(),
      async (items) => {
        for (const item of items) {
          await pass.moveOn(item).then(
            (done) => {
              if (done) moved++;
            },
            (error: unknown) => {
              if (!pass.lost?.(error)) failures.push(error);
            },
          );
        }
      },
      { concurrency: pass.concurrency ?? 1 },
    );
    total += moved;
    if (due.length < batch || moved === 0 || failures.length > 0 || options.stopping?.aborted) break;
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} ${pass.failed}`);
  return total;
}

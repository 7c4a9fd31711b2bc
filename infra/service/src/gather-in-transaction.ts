import type { Transaction } from "kysely";

/** What a consumer's handlers gather in one transaction, and its `flush`, which writes it at once. */
export interface TransactionGathering<T> {
  add(trx: Transaction<unknown>, ...items: T[]): void;
  /** Writes everything added in the transaction, in order, once; nothing when nothing was added. */
  flush(trx: Transaction<unknown>): Promise<void>;
}

/**
 * Per-transaction gathering for a consumer's handlers, and the consumer's `flush` (see defineConsumer),
 * which hands `write` what they gathered: a batch rolled back leaves its items behind with its
 * transaction, for the garbage collector.
 */
export function gatherInTransaction<T>(
  write: (trx: Transaction<unknown>, items: T[]) => Promise<void>,
): TransactionGathering<T> {
  const gathered = new WeakMap<Transaction<unknown>, T[]>();
  return {
    add(trx, ...items) {
      const all = gathered.get(trx);
      if (all) all.push(...items);
      else gathered.set(trx, items);
    },
    async flush(trx) {
      const all = gathered.get(trx);
      gathered.delete(trx);
      if (all !== undefined && all.length > 0) await write(trx, all);
    },
  };
}

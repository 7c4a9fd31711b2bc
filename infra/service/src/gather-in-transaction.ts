import type { Transaction } from "kysely";

/** What a consumer's handlers gather in one transaction, for its flush to take and write at once. */
export interface TransactionGathering<T> {
  add(trx: Transaction<unknown>, ...items: T[]): void;
  /** Everything added in the transaction, in order, and forgotten here; empty when nothing was. */
  take(trx: Transaction<unknown>): T[];
}

/**
 * Per-transaction gathering for a consumer's handlers and its `flush` (see defineConsumer): a batch
 * rolled back leaves its items behind with its transaction, for the garbage collector.
 */
export function gatherInTransaction<T>(): TransactionGathering<T> {
  const gathered = new WeakMap<Transaction<unknown>, T[]>();
  return {
    add(trx, ...items) {
      const all = gathered.get(trx);
      if (all) all.push(...items);
      else gathered.set(trx, items);
    },
    take(trx) {
      const all = gathered.get(trx) ?? [];
      gathered.delete(trx);
      return all;
    },
  };
}

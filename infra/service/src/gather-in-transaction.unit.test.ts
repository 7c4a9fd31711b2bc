import type { Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import { gatherInTransaction } from "./gather-in-transaction.ts";

// Only the identity of a transaction matters here: two distinct objects stand for two transactions.
const transaction = () => ({}) as Transaction<unknown>;

describe("gathering in a transaction", () => {
  it("keeps each transaction's items apart, in order, and gives them once", () => {
    const gathered = gatherInTransaction<number>();
    const [a, b] = [transaction(), transaction()];
    gathered.add(a, 1);
    gathered.add(b, 10);
    gathered.add(a, 2, 3);
    expect(gathered.take(a)).toEqual([1, 2, 3]);
    expect(gathered.take(a)).toEqual([]);
    expect(gathered.take(b)).toEqual([10]);
  });
});

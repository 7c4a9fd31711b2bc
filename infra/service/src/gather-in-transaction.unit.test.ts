import type { Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import { gatherInTransaction } from "./gather-in-transaction.ts";

// Only the identity of a transaction matters here: two distinct objects stand for two transactions.
const transaction = () => ({}) as Transaction<unknown>;

describe("gathering in a transaction", () => {
  it("keeps each transaction's items apart, in order, and writes them once, nothing when there are none", async () => {
    const written: [Transaction<unknown>, number[]][] = [];
    const gathered = gatherInTransaction<number>(async (trx, items) => {
      written.push([trx, items]);
    });
    const [a, b, c] = [transaction(), transaction(), transaction()];
    gathered.add(a, 1);
    gathered.add(b, 10);
    gathered.add(a, 2, 3);
    await gathered.flush(a);
    await gathered.flush(a);
    await gathered.flush(b);
    await gathered.flush(c);
    expect(written).toEqual([
      [a, [1, 2, 3]],
      [b, [10]],
    ]);
    expect(written[0]![0]).toBe(a);
    expect(written[1]![0]).toBe(b);
  });
});

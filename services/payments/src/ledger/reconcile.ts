import { type Kysely, sql } from "kysely";
import type { PaymentsDatabase } from "../db/tables.ts";

export interface Reconciliation {
  /** Transactions whose lines do not sum to zero: none, in a sound ledger. */
  unbalanced: string[];
  /** The sum of every line per currency: zero, in a sound ledger. */
  totals: Record<string, number>;
  entries: number;
}

/** Checks that the ledger sums to zero, overall per currency and in every transaction. */
export async function reconcileLedger(db: Kysely<PaymentsDatabase>): Promise<Reconciliation> {
  const unbalanced = await db
    .selectFrom("ledger_entries")
    .select("transaction_id")
    .groupBy("transaction_id")
    .having(sql`sum(amount)`, "<>", 0)
    .execute();
  const totals = await db
    .selectFrom("ledger_entries")
    .select(["currency", sql<string>`sum(amount)`.as("total"), sql<string>`count(*)`.as("n")])
    .groupBy("currency")
    .execute();
  return {
    unbalanced: unbalanced.map((r) => r.transaction_id),
    totals: Object.fromEntries(totals.map((t) => [t.currency, Number(t.total)])),
    entries: totals.reduce((n, t) => n + Number(t.n), 0),
  };
}

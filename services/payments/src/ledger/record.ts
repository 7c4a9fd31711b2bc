import type { Transaction } from "kysely";
import { paymentsDb } from "../db/tables.ts";
import type { LedgerTransaction } from "./entries.ts";

/** Writes one transaction's lines; an unbalanced one is a fault in the code, never written. */
export async function recordTransaction(trx: Transaction<unknown>, tx: LedgerTransaction): Promise<void> {
  const sum = tx.lines.reduce((total, line) => total + line.amount, 0);
  if (sum !== 0) throw new Error(`ledger transaction ${tx.transactionId} does not balance: ${sum}`);
  if (tx.lines.length === 0) return;
  await paymentsDb(trx)
    .insertInto("ledger_entries")
    .values(
      tx.lines.map((line) => ({
        transaction_id: tx.transactionId,
        payment_id: tx.paymentId,
        organization_id: tx.organizationId,
        account: line.account,
        fund: line.fund,
        currency: tx.currency,
        amount: line.amount,
        recorded_at: new Date(tx.recordedAt),
      })),
    )
    .execute();
}

/** A payment's own transaction, as recorded when it succeeded. */
export async function paymentTransactionOf(
  trx: Transaction<unknown>,
  paymentId: string,
): Promise<LedgerTransaction> {
  const rows = await paymentsDb(trx)
    .selectFrom("ledger_entries")
    .selectAll()
    .where("transaction_id", "=", `payment:${paymentId}`)
    .orderBy("entry_id")
    .execute();
  const first = rows[0];
  if (!first) throw new Error(`payment ${paymentId} has no ledger transaction to refund`);
  return {
    transactionId: first.transaction_id,
    paymentId,
    organizationId: first.organization_id,
    currency: first.currency,
    lines: rows.map((r) => ({ account: r.account, fund: r.fund, amount: r.amount })),
    recordedAt: first.recorded_at.toISOString(),
  };
}

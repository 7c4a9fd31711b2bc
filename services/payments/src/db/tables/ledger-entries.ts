import type { Generated } from "kysely";
import type { TFund, TLedgerAccount } from "@mawid/contracts/payments";

/** The double-entry ledger, projected from payments' events: each transaction's amounts sum to zero. */
export interface LedgerEntriesTable {
  entry_id: Generated<string>;
  transaction_id: string;
  payment_id: string;
  organization_id: string;
  account: TLedgerAccount;
  fund: TFund | null;
  currency: string;
  amount: number;
  recorded_at: Date;
}

import type { Transaction } from "kysely";
import { subscriptionTransaction } from "../ledger/entries.ts";
import { recordTransaction } from "../ledger/record.ts";
import type { SubscriptionPeriodEvent } from "./decider.ts";

/** A paid period in the ledger: platform revenue the organisation paid. */
export async function projectSubscriptionPeriods(
  trx: Transaction<unknown>,
  events: readonly SubscriptionPeriodEvent[],
) {
  for (const event of events) await recordTransaction(trx, subscriptionTransaction(event.data));
}

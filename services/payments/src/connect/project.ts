import type { Transaction } from "kysely";
import { paymentsDb } from "../db/tables.ts";
import type { ConnectedAccountEvent } from "./decider.ts";

/** The connected_accounts read model, from each organisation's account stream. */
export async function projectConnectedAccounts(
  trx: Transaction<unknown>,
  events: readonly ConnectedAccountEvent[],
): Promise<void> {
  const db = paymentsDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "ConnectedAccountCreated":
        await db
          .insertInto("connected_accounts")
          .values({
            organization_id: event.data.organizationId,
            account_id: event.data.accountId,
            created_at: new Date(event.data.createdAt),
          })
          .execute();
        break;
      case "ConnectedAccountUpdated":
        await db
          .updateTable("connected_accounts")
          .set({
            charges_enabled: event.data.chargesEnabled,
            payouts_enabled: event.data.payoutsEnabled,
            details_submitted: event.data.detailsSubmitted,
            reported_at: new Date(event.data.reportedAt),
          })
          .where("organization_id", "=", event.data.organizationId)
          .execute();
        break;
    }
  }
}

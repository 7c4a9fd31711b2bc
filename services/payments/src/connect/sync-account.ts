import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PaymentsDatabase } from "../db/tables.ts";
import { AccountNotRecordedError } from "../errors.ts";
import { handleConnectedAccountCommand } from "./handle.ts";

/**
 * Stripe's account.updated for an organisation's Express account: what it may do now. One that names
 * an organisation but is not recorded yet (its creation still committing) is refused, so Stripe
 * delivers it again; an account this platform never created is ignored.
 */
export async function syncConnectedAccount(
  db: Kysely<PaymentsDatabase>,
  account: Stripe.Account,
  reportedAt: Date,
  meta: CommandMeta,
): Promise<void> {
  const row = await db
    .selectFrom("connected_accounts")
    .select("organization_id")
    .where("account_id", "=", account.id)
    .executeTakeFirst();
  if (!row) {
    if (account.metadata?.organizationId) throw new AccountNotRecordedError();
    return;
  }
  await handleConnectedAccountCommand(
    db,
    row.organization_id,
    {
      type: "SyncAccount",
      accountId: account.id,
      chargesEnabled: account.charges_enabled ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
      detailsSubmitted: account.details_submitted ?? false,
      reportedAt: reportedAt.toISOString(),
    },
    meta,
  );
}

import type { Kysely } from "kysely";
import { type PaymentsDatabase, paymentsDb } from "../db/tables.ts";
import type { PaymentProvider } from "../payment/provider.ts";

/** The organisation's Stripe account as last reported, if it has one. */
export function connectedAccountOf(db: Kysely<PaymentsDatabase>, organizationId: string) {
  return db
    .selectFrom("connected_accounts")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
}

/**
 * Where a Stripe checkout sends the organisation's share: its connected account, once Stripe lets it
 * take charges. Otherwise (no account, onboarding unfinished, the test provider) the platform collects
 * and the ledger owes the organisation, as without Connect.
 */
export async function transferFor<Tables>(
  db: Kysely<Tables>,
  provider: Pick<PaymentProvider, "name">,
  organizationId: string,
  applicationFee: number,
): Promise<{ accountId: string; applicationFee: number } | null> {
  if (provider.name !== "stripe") return null;
  // Called with a consumer's bare transaction too: the schema is named here.
  const account = await connectedAccountOf(paymentsDb(db as Kysely<unknown>), organizationId);
  if (!account?.charges_enabled) return null;
  return { accountId: account.account_id, applicationFee };
}

import type { TSubscriptionView } from "@mawid/contracts/payments";
import type { Selectable } from "kysely";
import type { SubscriptionsTable } from "../db/tables/subscriptions.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function subscriptionView(row: Selectable<SubscriptionsTable>): TSubscriptionView {
  return {
    subscriptionId: row.subscription_id,
    organizationId: row.organization_id,
    tier: row.tier,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    startedAt: row.started_at.toISOString(),
    activatedAt: iso(row.activated_at),
    currentPeriodEnd: iso(row.current_period_end),
    cancelsAt: iso(row.cancels_at),
    cancelledAt: iso(row.cancelled_at),
  };
}

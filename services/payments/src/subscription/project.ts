import type { Transaction } from "kysely";
import { paymentsDb } from "../db/tables.ts";
import type { SubscriptionEvent } from "./decider.ts";

const date = (iso: string | null) => (iso ? new Date(iso) : null);

/** The subscriptions read model: one row per subscription, as its events leave it. */
export async function projectSubscriptions(trx: Transaction<unknown>, events: readonly SubscriptionEvent[]) {
  const db = paymentsDb(trx);
  for (const event of events) {
    switch (event.type) {
      case "SubscriptionStarted": {
        const d = event.data;
        await db
          .insertInto("subscriptions")
          .values({
            subscription_id: d.subscriptionId,
            organization_id: d.organizationId,
            tier: d.tier,
            status: "pending",
            amount: d.amount,
            currency: d.currency,
            provider: d.provider,
            provider_ref: d.providerRef,
            url: d.url,
            started_by: d.startedBy,
            started_at: new Date(d.startedAt),
            activated_at: null,
            current_period_end: null,
            cancels_at: null,
            cancelled_at: null,
          })
          .execute();
        break;
      }
      case "SubscriptionActivated": {
        const d = event.data;
        await db
          .updateTable("subscriptions")
          .set({
            status: "active",
            provider_ref: d.providerRef,
            activated_at: new Date(d.activatedAt),
            current_period_end: date(d.currentPeriodEnd),
          })
          .where("subscription_id", "=", d.subscriptionId)
          .execute();
        break;
      }
      case "SubscriptionCancellationScheduled":
        await db
          .updateTable("subscriptions")
          .set({ cancels_at: date(event.data.cancelsAt) ?? date(event.data.scheduledAt) })
          .where("subscription_id", "=", event.data.subscriptionId)
          .execute();
        break;
      case "SubscriptionCancelled":
        await db
          .updateTable("subscriptions")
          .set({ status: "cancelled", cancelled_at: new Date(event.data.cancelledAt) })
          .where("subscription_id", "=", event.data.subscriptionId)
          .execute();
        break;
    }
  }
}

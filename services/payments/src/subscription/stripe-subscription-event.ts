import { subscriptionStreamId } from "@mawid/contracts/payments";
import type { CommandMeta } from "@mawid/eventstore";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { PaymentsDatabase } from "../db/tables.ts";
import { ProviderUnavailableError } from "../errors.ts";
import { activeSubscription } from "./decider.ts";
import { handleSubscriptionCommand } from "./handle.ts";

/** Stripe's states in which the subscription is over and the tier should go. */
const ENDED: readonly Stripe.Subscription.Status[] = ["canceled", "incomplete_expired", "unpaid"];
const PAID: readonly Stripe.Subscription.Status[] = ["active", "trialing"];

function periodEnd(subscription: Stripe.Subscription): string | null {
  const ends = subscription.items?.data.map((item) => item.current_period_end) ?? [];
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000).toISOString() : null;
}

/**
 * customer.subscription.created/updated/deleted for a subscription this platform started (its id in
 * the metadata). Each is read for the state Stripe says the subscription is in, not for what changed,
 * so out-of-order deliveries settle the same: paid activates, ended cancels, cancel_at_period_end
 * schedules. Anything else (incomplete, past_due) waits for Stripe's next word. An older checkout paid
 * while another subscription of the organisation is active would bill twice: Stripe is told to end it.
 */
export async function handleStripeSubscription(
  db: Kysely<PaymentsDatabase>,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  deleted: boolean,
  meta: CommandMeta,
): Promise<void> {
  const row = await db
    .selectFrom("subscriptions")
    .select(["subscription_id", "organization_id"])
    .where("subscription_id", "=", subscription.metadata?.subscriptionId ?? "")
    .where("provider", "=", "stripe")
    .executeTakeFirst();
  if (!row) return;
  const streamId = subscriptionStreamId(row.organization_id);
  const { subscription_id: subscriptionId } = row;
  const at = meta.occurredAt.toISOString();
  if (deleted || ENDED.includes(subscription.status)) {
    const reason = deleted ? "Ended by Stripe" : `Stripe says it is ${subscription.status}`;
    await handleSubscriptionCommand(
      db,
      streamId,
      { type: "CancelSubscription", subscriptionId, reason, at },
      meta,
    );
    return;
  }
  if (!PAID.includes(subscription.status)) return;
  const { state } = await handleSubscriptionCommand(
    db,
    streamId,
    {
      type: "ActivateSubscription",
      subscriptionId,
      providerRef: subscription.id,
      currentPeriodEnd: periodEnd(subscription),
      at,
    },
    meta,
  );
  const active = activeSubscription(state);
  if (active && active.subscriptionId !== subscriptionId && state.all[subscriptionId]?.status === "pending") {
    await stripe.subscriptions.cancel(subscription.id).catch((error: Error) => {
      throw new ProviderUnavailableError(`Stripe did not end a second subscription: ${error.message}`);
    });
    return;
  }
  if (!subscription.cancel_at_period_end || state.all[subscriptionId]?.status !== "active") return;
  const cancelsAt = subscription.cancel_at
    ? new Date(subscription.cancel_at * 1000).toISOString()
    : periodEnd(subscription);
  await handleSubscriptionCommand(
    db,
    streamId,
    { type: "ScheduleCancellation", subscriptionId, cancelsAt, at },
    meta,
  );
}

import type Stripe from "stripe";
import { ProviderUnavailableError } from "../errors.ts";
import type { SubscriptionProvider } from "./provider.ts";

const isoOf = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

/**
 * Stripe Checkout in subscription mode, priced from contracts' table; the subscription's id, the
 * organisation and the tier ride in the Stripe subscription's metadata, so its webhooks name them.
 */
export function stripeSubscriptionProvider(stripe: Stripe, publicUrl: string): SubscriptionProvider {
  return {
    name: "stripe",
    async open({ subscriptionId, organizationId, tier, amount, currency }) {
      const metadata = { subscriptionId, organizationId, tier };
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: "subscription",
            metadata,
            subscription_data: { metadata },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: currency.toLowerCase(),
                  unit_amount: amount,
                  recurring: { interval: "month" },
                  product_data: { name: `Mawid ${tier} plan` },
                },
              },
            ],
            success_url: `${publicUrl}/pricing?subscription=${subscriptionId}`,
            cancel_url: `${publicUrl}/pricing`,
          },
          { idempotencyKey: `subscription-${subscriptionId}` },
        )
        .catch((error: Error) => {
          throw new ProviderUnavailableError(`Stripe did not open a checkout: ${error.message}`);
        });
      if (!session.url) throw new ProviderUnavailableError("Stripe opened a checkout without a URL");
      return { url: session.url, providerRef: session.id };
    },
    async cancel({ subscriptionId, providerRef }) {
      if (!providerRef) throw new Error(`subscription ${subscriptionId} has no Stripe subscription`);
      const updated = await stripe.subscriptions
        .update(providerRef, { cancel_at_period_end: true })
        .catch((error: Error) => {
          throw new ProviderUnavailableError(`Stripe did not cancel the subscription: ${error.message}`);
        });
      return { when: "at-period-end", cancelsAt: isoOf(updated.cancel_at) };
    },
  };
}

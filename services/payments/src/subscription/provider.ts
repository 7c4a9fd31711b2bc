import type { TPaidTier, TPaymentProvider } from "@mawid/contracts/payments";

export interface SubscriptionCheckout {
  subscriptionId: string;
  organizationId: string;
  tier: TPaidTier;
  amount: number;
  currency: string;
}

/** Where a tier is paid for: the test provider's page (one machine, tests) or Stripe Checkout. */
export interface SubscriptionProvider {
  readonly name: TPaymentProvider;
  open(checkout: SubscriptionCheckout): Promise<{ url: string; providerRef: string | null }>;
  /**
   * Ends it: "now" when it ends at once (the test provider), or at `cancelsAt` when the provider keeps
   * it until the paid period runs out and says so then (Stripe's customer.subscription.deleted).
   */
  cancel(subscription: {
    subscriptionId: string;
    providerRef: string | null;
  }): Promise<{ when: "now" } | { when: "at-period-end"; cancelsAt: string | null }>;
}

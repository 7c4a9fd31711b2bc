import type { TPaidTier, TPaymentProvider, TSubscriptionStatus } from "@mawid/contracts/payments";

/** Each tier subscription as its events left it, projected from the organisation's subscription stream. */
export interface SubscriptionsTable {
  subscription_id: string;
  organization_id: string;
  tier: TPaidTier;
  status: TSubscriptionStatus;
  amount: number;
  currency: string;
  provider: TPaymentProvider;
  /** Stripe's Checkout Session id until paid, then its subscription id; null with the test provider. */
  provider_ref: string | null;
  url: string;
  started_by: string;
  started_at: Date;
  activated_at: Date | null;
  current_period_end: Date | null;
  cancels_at: Date | null;
  cancelled_at: Date | null;
}

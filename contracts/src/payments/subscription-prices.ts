import { z } from "zod";

/** The tiers an organisation can pay for; free needs no subscription and enterprise is agreed by hand. */
export const ZPaidTier = z.enum(["masjid", "organization"]);
export type TPaidTier = z.infer<typeof ZPaidTier>;

export interface SubscriptionPrice {
  /** Minor units of `currency`, charged every `interval`. */
  amount: number;
  currency: "USD";
  interval: "month";
}

/**
 * The one price table: checkout charges it, Stripe's recurring price is made from it and /pricing shows
 * it. The product brief names the tiers but gives no prices, so these are the platform's own.
 */
export const SUBSCRIPTION_PRICES: Record<TPaidTier, SubscriptionPrice> = {
  masjid: { amount: 2900, currency: "USD", interval: "month" },
  organization: { amount: 7900, currency: "USD", interval: "month" },
};

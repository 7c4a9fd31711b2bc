import type { FastifyInstance } from "fastify";
import type { PaymentsDeps } from "../deps.ts";
import { registerCancelSubscription } from "./cancel-subscription/handler.ts";
import { registerCompleteTestSubscription } from "./complete-test-subscription/handler.ts";
import { registerGetSubscription } from "./get-subscription/handler.ts";
import { registerGetSubscriptionCheckout } from "./get-subscription-checkout/handler.ts";
import { registerStartSubscription } from "./start-subscription/handler.ts";
import { stripeSubscriptionProvider } from "./stripe-subscription-provider.ts";
import { testSubscriptionProvider } from "./test-provider.ts";

/** The tier subscription routes, with the same provider choice as payments (Stripe unless the test page is asked for). */
export function registerSubscriptions(app: FastifyInstance, deps: PaymentsDeps): void {
  const provider =
    deps.provider.name === "stripe" && deps.stripe
      ? stripeSubscriptionProvider(deps.stripe.client, deps.publicUrl.replace(/\/+$/, ""))
      : testSubscriptionProvider;
  registerStartSubscription(app, deps, provider);
  registerCancelSubscription(app, deps, provider);
  registerGetSubscription(app, deps);
  registerGetSubscriptionCheckout(app, deps);
  registerCompleteTestSubscription(app, deps);
}

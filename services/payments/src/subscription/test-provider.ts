import { testSubscriptionCheckoutPath } from "@mawid/contracts/payments";
import type { SubscriptionProvider } from "./provider.ts";

/** No money moves: the owner presses Pay on the app's own /checkout/test/subscription/{id}. */
export const testSubscriptionProvider: SubscriptionProvider = {
  name: "test",
  async open({ subscriptionId }) {
    return { url: testSubscriptionCheckoutPath(subscriptionId), providerRef: null };
  },
  async cancel() {
    return { when: "now" };
  },
};

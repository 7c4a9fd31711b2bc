import { testCheckoutPath } from "@mawid/contracts/payments";
import type { PaymentProvider } from "./provider.ts";

/** No money moves: the payer presses Pay or Decline on the app's own /checkout/test/{paymentId}. */
export const testProvider: PaymentProvider = {
  name: "test",
  async open({ paymentId }) {
    return { url: testCheckoutPath(paymentId), providerRef: null };
  },
  async refund() {
    return "done";
  },
};

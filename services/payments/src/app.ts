import type { ServiceDefinition } from "@mawid/service";
import { getPaymentConfigRoute } from "./payment/get-payment-config/route.ts";

/** Payments: payments, refunds, donations and funds, fees, the payouts ledger, provider webhooks. */
export const paymentsService: ServiceDefinition = {
  name: "payments",
  version: "0.1.0",
  async routes(app, ctx) {
    await getPaymentConfigRoute(app, ctx);
  },
};

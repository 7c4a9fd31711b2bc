import type { ServiceDefinition } from "@mawid/service";
import { registerGetPaymentConfig } from "./payment/get-payment-config/handler.ts";

/** Payments: payments, refunds, donations and funds, fees, the payouts ledger, provider webhooks. */
export const paymentsService: ServiceDefinition = {
  name: "payments",
  version: "0.1.0",
  async routes(app) {
    for (const register of [registerGetPaymentConfig]) register(app);
  },
};

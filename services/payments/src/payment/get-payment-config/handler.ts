import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPaymentConfig } from "@mawid/contracts/payments";
import { COMPETITOR_FEES, PLATFORM_FEE } from "@mawid/contracts/platform";

const CURRENCY = "USD";

/** `GET /api/v1/payments/config`: the currency and the fee rule checkout uses. Public. */
export function registerGetPaymentConfig(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/payments/config", { schema: { response: { 200: ZPaymentConfig } } }, async () => ({
      currency: CURRENCY,
      fee: PLATFORM_FEE,
      competitorFees: [...COMPETITOR_FEES],
    }));
}

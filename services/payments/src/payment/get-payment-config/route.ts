import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPaymentConfig } from "@mawid/contracts/payments";
import { COMPETITOR_FEES, PLATFORM_FEE } from "@mawid/contracts/platform";
import type { ServiceContext } from "@mawid/service";

export const CURRENCY = "USD";

/** `GET /api/v1/payments/config`: the currency and the fee rule checkout uses. Public. */
export async function getPaymentConfigRoute(app: FastifyInstance, _ctx: ServiceContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/v1/payments/config", { schema: { response: { 200: ZPaymentConfig } } }, async () => ({
      currency: CURRENCY,
      fee: PLATFORM_FEE,
      competitorFees: [...COMPETITOR_FEES],
    }));
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COMPETITOR_FEES, PLATFORM_FEE } from "@mawid/contracts";
import type { ServiceContext } from "@mawid/service";

const ZFeeRule = z.object({ name: z.string(), fixedCents: z.number().int(), percent: z.number() });

export const ZPaymentConfig = z.object({
  currency: z.string(),
  /** Charged per paid ticket: fixedCents + percent of the price (see contracts' ticketFeeCents). */
  fee: ZFeeRule,
  competitorFees: z.array(ZFeeRule),
});

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

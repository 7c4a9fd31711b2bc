import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZFeeQuote, ZFeeQuoteQuery } from "@mawid/contracts/payments";
import { quoteFee } from "@mawid/contracts/platform";

/** `GET /api/v1/fees/quote?price=&quantity=&currency=`: the platform fee, from the one fee function. Public. */
export function registerGetFeeQuote(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/fees/quote",
      { schema: { querystring: ZFeeQuoteQuery, response: { 200: ZFeeQuote } } },
      async (request) => {
        const { price, quantity, currency } = request.query;
        return { currency, ...quoteFee(price, quantity, currency) };
      },
    );
}

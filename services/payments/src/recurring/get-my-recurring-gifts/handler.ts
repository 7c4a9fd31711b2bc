import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZMyRecurringGifts } from "@mawid/contracts/payments";
import { requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { recurringGiftViews } from "../read.ts";

/** `GET /api/v1/donations/recurring`: the caller's recurring gifts, newest first, with their next dates. */
export function registerGetMyRecurringGifts(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/donations/recurring",
      { schema: { response: { 200: ZMyRecurringGifts } } },
      async (request) => ({ items: await recurringGiftViews(deps.db, requireUser(request).sub) }),
    );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSubscriptionIdParams, ZSubscriptionView } from "@mawid/contracts/payments";
import { requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { SubscriptionNotFoundError } from "../errors.ts";
import { subscriptionById } from "../read.ts";
import { subscriptionView } from "../view.ts";

/** `GET /api/v1/subscriptions/{subscriptionId}`: what the test checkout page shows, to whoever started it. */
export function registerGetSubscriptionCheckout(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/subscriptions/:subscriptionId",
      { schema: { params: ZSubscriptionIdParams, response: { 200: ZSubscriptionView } } },
      async (request) => {
        const user = requireUser(request);
        const row = await subscriptionById(deps.db, request.params.subscriptionId);
        if (!row || row.started_by !== user.sub) throw new SubscriptionNotFoundError();
        return subscriptionView(row);
      },
    );
}

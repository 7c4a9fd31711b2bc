import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionStreamId, ZSubscriptionIdParams, ZSubscriptionView } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { SubscriptionNotFoundError } from "../errors.ts";
import { handleSubscriptionCommand } from "../handle.ts";
import { subscriptionById } from "../read.ts";
import { subscriptionView } from "../view.ts";

/**
 * `POST /api/v1/subscriptions/{subscriptionId}/test/complete`: the test page's Pay, for whoever started
 * the checkout. Twice activates once. 404 under Stripe unless TEST_PAYMENTS=1.
 */
export function registerCompleteTestSubscription(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/subscriptions/:subscriptionId/test/complete",
      { schema: { params: ZSubscriptionIdParams, response: { 200: ZSubscriptionView } } },
      async (request) => {
        if (!deps.testRoutes) throw new SubscriptionNotFoundError();
        const user = requireUser(request);
        const row = await subscriptionById(deps.db, request.params.subscriptionId);
        if (!row || row.started_by !== user.sub || row.provider !== "test")
          throw new SubscriptionNotFoundError();
        const now = new Date();
        await handleSubscriptionCommand(
          deps.db,
          subscriptionStreamId(row.organization_id),
          {
            type: "ActivateSubscription",
            subscriptionId: row.subscription_id,
            providerRef: null,
            currentPeriodEnd: null,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        const after = await subscriptionById(deps.db, row.subscription_id);
        return subscriptionView(after!);
      },
    );
}

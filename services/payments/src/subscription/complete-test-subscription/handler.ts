import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionStreamId, ZSubscriptionIdParams, ZSubscriptionView } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { recordPeriodPaid } from "../../subscription-period/record-period-paid.ts";
import { activeSubscription } from "../decider.ts";
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
        const meta = commandMeta(request, now);
        // The Pay is the first period's money too: recorded with the activation, or not at all.
        await deps.db.transaction().execute(async (trx) => {
          const { state } = await handleSubscriptionCommand(
            trx,
            subscriptionStreamId(row.organization_id),
            {
              type: "ActivateSubscription",
              subscriptionId: row.subscription_id,
              providerRef: null,
              currentPeriodEnd: null,
              at: now.toISOString(),
            },
            meta,
          );
          // An older checkout paid beside an active subscription gives nothing, so it costs nothing.
          if (activeSubscription(state)?.subscriptionId !== row.subscription_id) return;
          await recordPeriodPaid(
            trx,
            {
              subscriptionId: row.subscription_id,
              organizationId: row.organization_id,
              tier: row.tier,
              periodId: `test-${row.subscription_id}`,
              amount: row.amount,
              currency: row.currency,
              provider: "test",
              ownerId: row.started_by,
              periodStart: now.toISOString(),
              periodEnd: null,
            },
            meta,
          );
        });
        const after = await subscriptionById(deps.db, row.subscription_id);
        return subscriptionView(after!);
      },
    );
}

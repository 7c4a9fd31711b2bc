import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionStreamId, ZOrganizationIdParams, ZSubscriptionView } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { SubscriptionNotActiveError } from "../errors.ts";
import { handleSubscriptionCommand } from "../handle.ts";
import { requireOwner } from "../owner.ts";
import type { SubscriptionProvider } from "../provider.ts";
import { latestSubscription } from "../read.ts";
import { subscriptionView } from "../view.ts";

/**
 * `POST /api/v1/organizations/{id}/subscription/cancel`: the owner ends the paid tier. The test provider
 * ends it at once; Stripe at the end of the paid period, when its customer.subscription.deleted says so.
 */
export function registerCancelSubscription(
  app: FastifyInstance,
  deps: PaymentsDeps,
  provider: SubscriptionProvider,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/organizations/:id/subscription/cancel",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZSubscriptionView } } },
      async (request) => {
        const organizationId = request.params.id;
        requireOwner(requireUser(request), organizationId);
        const row = await latestSubscription(deps.db, organizationId);
        if (row?.status !== "active" || row.cancels_at) throw new SubscriptionNotActiveError();
        const now = new Date();
        const at = now.toISOString();
        const outcome = await provider.cancel({
          subscriptionId: row.subscription_id,
          providerRef: row.provider_ref,
        });
        await handleSubscriptionCommand(
          deps.db,
          subscriptionStreamId(organizationId),
          outcome.when === "now"
            ? {
                type: "CancelSubscription",
                subscriptionId: row.subscription_id,
                reason: "Cancelled by the owner",
                at,
              }
            : {
                type: "ScheduleCancellation",
                subscriptionId: row.subscription_id,
                cancelsAt: outcome.cancelsAt,
                at,
              },
          commandMeta(request, now),
        );
        const after = await latestSubscription(deps.db, organizationId);
        return subscriptionView(after!);
      },
    );
}

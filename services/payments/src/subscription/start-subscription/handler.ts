import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  SUBSCRIPTION_PRICES,
  subscriptionStreamId,
  ZOrganizationIdParams,
  ZStartSubscriptionRequest,
  ZStartSubscriptionResponse,
} from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { activeSubscription, reusableCheckout } from "../decider.ts";
import { handleSubscriptionCommand } from "../handle.ts";
import { requireOwner } from "../owner.ts";
import type { SubscriptionProvider } from "../provider.ts";
import { SubscriptionActiveError } from "../errors.ts";
import { currentState } from "../state.ts";

/**
 * `POST /api/v1/organizations/{id}/subscription` {tier}: the owner is sent to pay for a tier. A second
 * click answers the checkout the first opened; the provider is asked only when a new one is needed.
 */
export function registerStartSubscription(
  app: FastifyInstance,
  deps: PaymentsDeps,
  provider: SubscriptionProvider,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/organizations/:id/subscription",
    {
      schema: {
        params: ZOrganizationIdParams,
        body: ZStartSubscriptionRequest,
        response: { 200: ZStartSubscriptionResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const organizationId = request.params.id;
      requireOwner(user, organizationId);
      const { tier } = request.body;
      const now = new Date();
      const at = now.toISOString();
      const state = await currentState(deps.db, organizationId);
      const active = activeSubscription(state);
      if (active) throw new SubscriptionActiveError(active.tier);
      const open = reusableCheckout(state, tier, at);
      if (open) return { subscriptionId: open.subscriptionId, url: open.url };
      const subscriptionId = randomUUID();
      const price = SUBSCRIPTION_PRICES[tier];
      const checkout = await provider.open({ subscriptionId, organizationId, tier, ...price });
      const { state: after } = await handleSubscriptionCommand(
        deps.db,
        subscriptionStreamId(organizationId),
        {
          type: "StartSubscription",
          subscriptionId,
          organizationId,
          tier,
          amount: price.amount,
          currency: price.currency,
          provider: provider.name,
          startedBy: user.sub,
          providerRef: checkout.providerRef,
          url: checkout.url,
          at,
        },
        commandMeta(request, now),
      );
      // A concurrent click may have won the stream: its checkout is the one to answer.
      const current = after.current!;
      return { subscriptionId: current.subscriptionId, url: current.url };
    },
  );
}

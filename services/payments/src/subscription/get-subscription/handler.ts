import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrganizationIdParams, ZOrganizationSubscription } from "@mawid/contracts/payments";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { latestSubscription } from "../read.ts";
import { subscriptionView } from "../view.ts";

/** `GET /api/v1/organizations/{id}/subscription`: its active subscription, else its latest (owners, admins). */
export function registerGetSubscription(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/subscription",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZOrganizationSubscription } } },
      async (request) => {
        requireOrganizationRole(requireUser(request), request.params.id, MANAGER_ROLES);
        const row = await latestSubscription(deps.db, request.params.id);
        return { subscription: row ? subscriptionView(row) : null };
      },
    );
}

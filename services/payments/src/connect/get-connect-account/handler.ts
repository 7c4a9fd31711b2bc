import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { connectStatusOf, ZConnectAccountView, ZOrganizationIdParams } from "@mawid/contracts/payments";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { connectedAccountOf } from "../read.ts";

/** `GET /api/v1/organizations/{id}/connect`: its Stripe Express account's state. Its owners and admins. */
export function registerGetConnectAccount(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/connect",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZConnectAccountView } } },
      async (request) => {
        const organizationId = request.params.id;
        requireOrganizationRole(requireUser(request), organizationId, MANAGER_ROLES);
        const row = await connectedAccountOf(deps.db, organizationId);
        const account = row && {
          chargesEnabled: row.charges_enabled,
          payoutsEnabled: row.payouts_enabled,
        };
        return {
          status: connectStatusOf(account ?? null),
          accountId: row?.account_id ?? null,
          chargesEnabled: row?.charges_enabled ?? false,
          payoutsEnabled: row?.payouts_enabled ?? false,
          detailsSubmitted: row?.details_submitted ?? false,
          available: deps.stripe !== null,
        };
      },
    );
}

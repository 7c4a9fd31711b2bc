import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZConnectLinkResponse, ZConnectRequest, ZOrganizationIdParams } from "@mawid/contracts/payments";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { ConnectUnavailableError, ProviderUnavailableError } from "../../errors.ts";
import { handleConnectedAccountCommand } from "../handle.ts";
import { connectedAccountOf } from "../read.ts";

const unavailable = (what: string) => (error: Error) => {
  throw new ProviderUnavailableError(`Stripe did not ${what}: ${error.message}`);
};

/**
 * `POST /api/v1/organizations/{id}/connect` -> {url}: Stripe's onboarding page for the organisation's
 * Express account, created the first time. Stripe is asked with one idempotency key per organisation,
 * so owners clicking at once get one account; the stream records it once. Its owners and admins; 409
 * STRIPE_CONNECT_UNAVAILABLE without Stripe.
 */
export function registerConnectAccount(app: FastifyInstance, deps: PaymentsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/organizations/:id/connect",
    {
      schema: {
        params: ZOrganizationIdParams,
        body: ZConnectRequest,
        response: { 200: ZConnectLinkResponse },
      },
    },
    async (request) => {
      const now = new Date();
      const user = requireUser(request);
      const organizationId = request.params.id;
      requireOrganizationRole(user, organizationId, MANAGER_ROLES);
      if (!deps.stripe) throw new ConnectUnavailableError();
      const stripe = deps.stripe.client;
      let accountId = (await connectedAccountOf(deps.db, organizationId))?.account_id;
      if (!accountId) {
        const organization = await deps.db
          .selectFrom("known_organizations")
          .select("country")
          .where("organization_id", "=", organizationId)
          .executeTakeFirst();
        const created = await stripe.accounts
          .create(
            {
              type: "express",
              ...(organization?.country ? { country: organization.country } : {}),
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              metadata: { organizationId },
            },
            { idempotencyKey: `connect-account-${organizationId}` },
          )
          .catch(unavailable("create the account"));
        const handled = await handleConnectedAccountCommand(
          deps.db,
          organizationId,
          {
            type: "RecordAccount",
            organizationId,
            accountId: created.id,
            by: user.sub,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        accountId = handled.state.account?.accountId ?? created.id;
      }
      const finance = `${deps.publicUrl.replace(/\/+$/, "")}/organization/${organizationId}/finance`;
      const link = await stripe.accountLinks
        .create({
          account: accountId,
          type: "account_onboarding",
          refresh_url: `${finance}?connect=refresh`,
          return_url: `${finance}?connect=return`,
        })
        .catch(unavailable("open onboarding"));
      return { url: link.url };
    },
  );
}

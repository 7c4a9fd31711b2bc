import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZLedgerQuery, ZOrganizationIdParams, ZOrganizationLedger } from "@mawid/contracts/payments";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";

/** `GET /api/v1/organizations/{id}/ledger?limit=`: the entries of its payments and refunds, newest first. */
export function registerGetLedger(app: FastifyInstance, deps: PaymentsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/organizations/:id/ledger",
    {
      schema: {
        params: ZOrganizationIdParams,
        querystring: ZLedgerQuery,
        response: { 200: ZOrganizationLedger },
      },
    },
    async (request) => {
      const organizationId = request.params.id;
      requireOrganizationRole(requireUser(request), organizationId, MANAGER_ROLES);
      const rows = await deps.db
        .selectFrom("ledger_entries")
        .selectAll()
        .where("organization_id", "=", organizationId)
        .orderBy("entry_id", "desc")
        .limit(request.query.limit)
        .execute();
      return {
        entries: rows.map((r) => ({
          transactionId: r.transaction_id,
          paymentId: r.payment_id,
          account: r.account,
          fund: r.fund,
          currency: r.currency,
          amount: r.amount,
          recordedAt: r.recorded_at.toISOString(),
        })),
      };
    },
  );
}

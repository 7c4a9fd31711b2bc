import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  emptyByFund,
  ZDonationSummary,
  ZDonationSummaryQuery,
  ZOrganizationIdParams,
} from "@mawid/contracts/payments";
import { currencyOfCountry } from "@mawid/contracts/platform";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import { sql } from "kysely";
import type { PaymentsDeps } from "../../deps.ts";

const DEFAULT_CURRENCY = "USD";

/**
 * `GET /api/v1/organizations/{id}/donations/summary?from=&to=&currency=`: gifts received in [from, to),
 * net of refunds, per fund, from the ledger's fund accounts. Without a currency, the one of the
 * organisation's latest gift, or before any gift the one of its country. For its owners and admins.
 */
export function registerGetDonationSummary(app: FastifyInstance, deps: PaymentsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/organizations/:id/donations/summary",
    {
      schema: {
        params: ZOrganizationIdParams,
        querystring: ZDonationSummaryQuery,
        response: { 200: ZDonationSummary },
      },
    },
    async (request) => {
      const organizationId = request.params.id;
      requireOrganizationRole(requireUser(request), organizationId, MANAGER_ROLES);
      const { from, to } = request.query;
      const [latest, organization] = await Promise.all([
        deps.db
          .selectFrom("donations")
          .select("currency")
          .where("organization_id", "=", organizationId)
          .orderBy("received_at", "desc")
          .limit(1)
          .executeTakeFirst(),
        deps.db
          .selectFrom("known_organizations")
          .select("country")
          .where("organization_id", "=", organizationId)
          .executeTakeFirst(),
      ]);
      const currency =
        request.query.currency ??
        latest?.currency ??
        currencyOfCountry(organization?.country) ??
        DEFAULT_CURRENCY;
      let query = deps.db
        .selectFrom("ledger_entries")
        .select(["fund", sql<string>`-sum(amount)`.as("total")])
        .where("organization_id", "=", organizationId)
        .where("account", "=", "donations-payable")
        .where("currency", "=", currency)
        .groupBy("fund");
      if (from) query = query.where("recorded_at", ">=", new Date(from));
      if (to) query = query.where("recorded_at", "<", new Date(to));
      const byFund = emptyByFund();
      for (const row of await query.execute()) if (row.fund) byFund[row.fund] = Number(row.total);
      return { currency, byFund };
    },
  );
}

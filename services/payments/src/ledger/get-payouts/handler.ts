import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  emptyByFund,
  type TPayoutBalance,
  ZOrganizationIdParams,
  ZOrganizationPayouts,
} from "@mawid/contracts/payments";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import { sql } from "kysely";
import type { PaymentsDeps } from "../../deps.ts";

/**
 * `GET /api/v1/organizations/{id}/payouts`: what the platform owes the organisation, per currency: for
 * its tickets (after the fees it absorbs and refunds) and per donation fund, less what it collected
 * itself in cash or by bank transfer. What Stripe paid its connected account directly is settled (the
 * ledger's transfer transactions) and shown apart. Its owners and admins.
 */
export function registerGetPayouts(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/payouts",
      { schema: { params: ZOrganizationIdParams, response: { 200: ZOrganizationPayouts } } },
      async (request) => {
        const organizationId = request.params.id;
        requireOrganizationRole(requireUser(request), organizationId, MANAGER_ROLES);
        const rows = await deps.db
          .selectFrom("ledger_entries")
          .select([
            "currency",
            "account",
            "fund",
            sql<string>`-sum(amount)`.as("owed"),
            sql<string>`coalesce(sum(amount) FILTER (WHERE transaction_id LIKE 'transfer:%'), 0)`.as(
              "transferred",
            ),
          ])
          .where("organization_id", "=", organizationId)
          .where("account", "in", ["organization-payable", "donations-payable", "organization-collected"])
          .groupBy(["currency", "account", "fund"])
          .orderBy("currency")
          .execute();
        const balances = new Map<string, TPayoutBalance>();
        for (const row of rows) {
          const balance = balances.get(row.currency) ?? {
            currency: row.currency,
            tickets: 0,
            byFund: emptyByFund(),
            collected: 0,
            paidByStripe: 0,
            total: 0,
          };
          const owed = Number(row.owed);
          balance.paidByStripe += Number(row.transferred);
          if (row.account === "organization-collected") balance.collected -= owed;
          else if (row.fund) balance.byFund[row.fund] += owed;
          else balance.tickets += owed;
          balance.total += owed;
          balances.set(row.currency, balance);
        }
        return { balances: [...balances.values()] };
      },
    );
}

import type { FastifyInstance } from "fastify";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZGiftAidExportQuery, ZOrganizationIdParams } from "@mawid/contracts/payments";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import { sql } from "kysely";
import type { PaymentsDeps } from "../../deps.ts";
import { giftAidSchedule } from "./schedule.ts";

/**
 * `GET /api/v1/organizations/{id}/gift-aid.csv?from=&to=`: the donations received in [from, to) with a
 * Gift Aid declaration, as HMRC's schedule, for the organisation's owners and admins. Only donations
 * carry declarations (never tickets); one given back in full is left out, one given back in part is
 * claimed on what was kept.
 */
export function registerExportGiftAid(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/organizations/:id/gift-aid.csv",
      { schema: { params: ZOrganizationIdParams, querystring: ZGiftAidExportQuery } },
      async (request, reply) => {
        const organizationId = request.params.id;
        requireOrganizationRole(requireUser(request), organizationId, MANAGER_ROLES);
        const { from, to } = request.query;
        let query = deps.db
          .selectFrom("donations")
          .innerJoin("payments", "payments.payment_id", "donations.payment_id")
          .select([
            "donations.gift_aid",
            "donations.received_at",
            sql<number>`donations.amount - payments.refunded`.as("kept"),
          ])
          .where("donations.organization_id", "=", organizationId)
          .where("donations.gift_aid", "is not", null)
          .where("donations.currency", "=", "GBP")
          .where("donations.order_id", "is", null)
          .where("payments.status", "=", "succeeded")
          .orderBy("donations.received_at")
          .orderBy("donations.donation_id");
        if (from) query = query.where("donations.received_at", ">=", new Date(from));
        if (to) query = query.where("donations.received_at", "<", new Date(to));
        const rows = await query.execute();
        const csv = giftAidSchedule(
          rows
            .filter((r) => r.gift_aid !== null && r.kept > 0)
            .map((r) => ({ declaration: r.gift_aid!, amount: r.kept, receivedAt: r.received_at })),
        );
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="gift-aid-${organizationId}.csv"`)
          .header("cache-control", "private, no-store")
          .send(csv);
      },
    );
}

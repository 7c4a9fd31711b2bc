import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrganizationIdParams, ZUnpaidOrders, ZUnpaidOrdersQuery } from "@mawid/contracts/payments";
import { requireOrganizationRole, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";

const LIMIT = 200;

/**
 * `GET /api/v1/organizations/{id}/unpaid-orders?eventId=`: its pending orders still within their
 * hold, oldest first, for the hosts (owners, admins, staff) who may mark one paid in cash.
 */
export function registerGetUnpaidOrders(app: FastifyInstance, deps: PaymentsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/v1/organizations/:id/unpaid-orders",
    {
      schema: {
        params: ZOrganizationIdParams,
        querystring: ZUnpaidOrdersQuery,
        response: { 200: ZUnpaidOrders },
      },
    },
    async (request) => {
      const organizationId = request.params.id;
      requireOrganizationRole(requireUser(request), organizationId, ORGANISER_ROLES);
      let query = deps.db
        .selectFrom("known_orders")
        .leftJoin("known_users", "known_users.user_id", "known_orders.buyer_id")
        .select([
          "known_orders.order_id",
          "known_orders.event_id",
          "known_orders.total",
          "known_orders.currency",
          "known_orders.attendee_names",
          "known_orders.placed_at",
          "known_orders.expires_at",
          "known_users.email",
        ])
        .where("known_orders.organization_id", "=", organizationId)
        .where("known_orders.status", "=", "pending")
        .where("known_orders.expires_at", ">", new Date())
        .where("known_orders.total", ">", 0)
        // Paid a moment ago: ticketing's OrderPaid has not come back yet.
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("payments")
                .select("payments.payment_id")
                .whereRef("payments.order_id", "=", "known_orders.order_id")
                .where("payments.status", "=", "succeeded"),
            ),
          ),
        )
        .orderBy("known_orders.expires_at")
        .limit(LIMIT);
      if (request.query.eventId) query = query.where("known_orders.event_id", "=", request.query.eventId);
      const rows = await query.execute();
      return {
        orders: rows.map((r) => ({
          orderId: r.order_id,
          eventId: r.event_id,
          total: r.total,
          currency: r.currency,
          attendeeNames: r.attendee_names ?? [],
          ...(r.email ? { buyerEmail: r.email } : {}),
          placedAt: r.placed_at?.toISOString() ?? null,
          expiresAt: r.expires_at.toISOString(),
        })),
      };
    },
  );
}

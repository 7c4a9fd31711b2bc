import { randomUUID } from "node:crypto";
import { MANAGER_ROLES } from "@mawid/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOrder, ZRefundOrderRequest } from "@mawid/contracts/ticketing";
import { commandMeta, requireUser } from "@mawid/service";
import type { TicketingDeps } from "../../deps.ts";
import { OrderNotFoundError, RefundNotAllowedError } from "../../errors.ts";
import { readRefundTerms } from "../../refund/read.ts";
import { ZOrderParams } from "../params.ts";
import { toOrder } from "../read.ts";
import { refundOrder } from "./refund-order.ts";

/**
 * `POST /api/v1/orders/{id}/refund`: the event organisation's owners and admins refund all or part of a
 * paid order; its buyer refunds the whole order under the event's refund policy. Anyone else is told
 * the order does not exist. Answers the order as it is after the refund.
 */
export function registerRefundOrder(app: FastifyInstance, deps: TicketingDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/orders/:id/refund",
      { schema: { params: ZOrderParams, body: ZRefundOrderRequest, response: { 200: ZOrder } } },
      async (request) => {
        const now = new Date();
        const claims = requireUser(request);
        const row = await deps.db
          .selectFrom("orders")
          .select(["buyer_id", "state"])
          .where("order_id", "=", request.params.id)
          .executeTakeFirst();
        if (!row) throw new OrderNotFoundError();
        const role = claims.orgs[row.state.organizationId]?.role;
        const host = role !== undefined && MANAGER_ROLES.includes(role);
        if (!host && row.buyer_id !== claims.sub) throw new OrderNotFoundError();
        const { positionIds, amount, reason } = request.body;
        if (!host && (positionIds || amount))
          throw new RefundNotAllowedError("Only the host can refund part of an order");
        const buyer = host
          ? null
          : { actorId: claims.sub, ...(await readRefundTerms(deps.db, row.state.eventId)) };
        const { state } = await refundOrder(
          deps.db,
          request.params.id,
          {
            type: "RefundOrder",
            refundId: randomUUID(),
            initiator: host ? "host" : "buyer",
            actorId: claims.sub,
            positionIds: positionIds ?? null,
            amount: amount ?? null,
            reason: reason ?? null,
            buyer,
            at: now.toISOString(),
          },
          commandMeta(request, now),
        );
        return toOrder(state.order!);
      },
    );
}

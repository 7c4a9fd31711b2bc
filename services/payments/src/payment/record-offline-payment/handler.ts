import type { FastifyInstance } from "fastify";
import { ORGANISER_ROLES } from "@mawid/contracts/identity";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZOfflinePaymentRequest, ZOrderIdParams, ZPaymentView } from "@mawid/contracts/payments";
import { commandMeta, requireOrganizationRole, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { receiveGift } from "../complete-payment.ts";
import { handlePaymentCommand } from "../handle.ts";
import { orderGift } from "../order-gift.ts";
import { derivedPaymentId } from "../derived-payment-id.ts";
import { assertPayable, knownOrder } from "../read.ts";
import { paymentView } from "../view.ts";

/**
 * `POST /api/v1/orders/{orderId}/offline-payment` {method, reference?}: a host (owner, admin or staff)
 * took a pending order's money in cash or by bank transfer. The payment succeeds at once, with who
 * marked it, and ticketing issues the tickets from PaymentSucceeded as for a card. Twice is once.
 */
export function registerRecordOfflinePayment(app: FastifyInstance, deps: PaymentsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/orders/:orderId/offline-payment",
    {
      schema: {
        params: ZOrderIdParams,
        body: ZOfflinePaymentRequest,
        response: { 200: ZPaymentView, 201: ZPaymentView },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const user = requireUser(request);
      const { orderId } = request.params;
      const order = await knownOrder(deps.db, orderId);
      requireOrganizationRole(user, order.organization_id, ORGANISER_ROLES);
      const paymentId = derivedPaymentId("offline", orderId);
      const payments = deps.db.selectFrom("payments").selectAll().where("payment_id", "=", paymentId);
      const marked = await payments.executeTakeFirst();
      if (marked) return reply.status(200).send(await paymentView(deps.db, marked));
      assertPayable(order, now);

      const meta = commandMeta(request, now);
      const { events } = await handlePaymentCommand(
        deps.db,
        paymentId,
        {
          type: "RecordOfflinePayment",
          payment: {
            paymentId,
            organizationId: order.organization_id,
            payerId: order.buyer_id,
            orderId,
            donation: orderGift(order),
            amount: order.total,
            currency: order.currency,
            breakdown: { tickets: order.tickets, fees: order.fees, feesAbsorbed: order.fees_absorbed },
          },
          offline: {
            method: request.body.method,
            reference: request.body.reference || null,
            markedBy: user.sub,
          },
          at: now.toISOString(),
        },
        meta,
        (trx, handled) => receiveGift(trx, handled, meta),
      );
      const view = await paymentView(deps.db, await payments.executeTakeFirstOrThrow());
      return reply.status(events.length > 0 ? 201 : 200).send(view);
    },
  );
}

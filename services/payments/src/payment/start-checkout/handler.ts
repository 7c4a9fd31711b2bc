import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZCheckoutRequest, ZCheckoutResponse, ZOrderIdParams } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { OrderNotFoundError } from "../../errors.ts";
import { openOrderPayment } from "../open-order-payment.ts";
import { assertPayable, isUniqueViolation, knownOrder, openPaymentOf } from "../read.ts";

/**
 * `POST /api/v1/orders/{orderId}/checkout`: the buyer's payment of their pending order, for the
 * amount ticketing priced it at. Placing a paid order already opened one (payments.orders), and
 * while one is open asking again answers it: one charge per order. After a decline, a new one.
 */
export function registerStartCheckout(app: FastifyInstance, deps: PaymentsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/v1/orders/:orderId/checkout",
    {
      schema: {
        params: ZOrderIdParams,
        body: ZCheckoutRequest,
        response: { 200: ZCheckoutResponse, 201: ZCheckoutResponse },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const user = requireUser(request);
      const { orderId } = request.params;
      const order = await knownOrder(deps.db, orderId);
      // someone else's order is as unknown as one that does not exist
      if (order.buyer_id !== user.sub) throw new OrderNotFoundError();
      assertPayable(order, now);
      const open = await openPaymentOf(deps.db, orderId);
      if (open) return reply.status(200).send({ paymentId: open.payment_id, url: open.url });
      try {
        const opened = await openOrderPayment(
          deps.db,
          deps.provider,
          order,
          randomUUID(),
          commandMeta(request, now),
        );
        return reply.status(201).send(opened);
      } catch (error) {
        const raced = isUniqueViolation(error) ? await openPaymentOf(deps.db, orderId) : undefined;
        if (!raced) throw error;
        return reply.status(200).send({ paymentId: raced.payment_id, url: raced.url });
      }
    },
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPaymentIdParams, ZPaymentView } from "@mawid/contracts/payments";
import { requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { paymentView, viewablePayment } from "../view.ts";

/** `GET /api/v1/payments/{paymentId}`: the payment as it stands, for its payer and the organisation's owners and admins. */
export function registerGetPayment(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/payments/:paymentId",
      { schema: { params: ZPaymentIdParams, response: { 200: ZPaymentView } } },
      async (request) => {
        const payment = await viewablePayment(deps.db, request.params.paymentId, requireUser(request));
        return paymentView(deps.db, payment);
      },
    );
}

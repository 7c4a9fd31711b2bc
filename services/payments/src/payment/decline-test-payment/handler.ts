import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPaymentIdParams, ZTestPaymentResult } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { PaymentNotFoundError } from "../../errors.ts";
import { handlePaymentCommand } from "../handle.ts";
import { payersPayment } from "../read.ts";
import { testResult } from "../test-result.ts";

/** `POST /api/v1/payments/{paymentId}/test/decline`: the test page's Decline; nothing is charged. */
export function registerDeclineTestPayment(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/payments/:paymentId/test/decline",
      { schema: { params: ZPaymentIdParams, response: { 200: ZTestPaymentResult } } },
      async (request) => {
        if (!deps.testRoutes) throw new PaymentNotFoundError();
        const now = new Date();
        const user = requireUser(request);
        const payment = await payersPayment(deps.db, request.params.paymentId, user.sub);
        if (payment.provider !== "test") throw new PaymentNotFoundError();
        const { state } = await handlePaymentCommand(
          deps.db,
          payment.payment_id,
          { type: "FailPayment", reason: "Declined on the test checkout page", at: now.toISOString() },
          commandMeta(request, now),
        );
        return testResult(state.payment!);
      },
    );
}

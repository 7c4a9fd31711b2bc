import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPaymentIdParams, ZTestPaymentResult } from "@mawid/contracts/payments";
import { commandMeta, requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { PaymentNotFoundError } from "../../errors.ts";
import { completePayment } from "../complete-payment.ts";
import { payersPayment } from "../read.ts";
import { testResult } from "../test-result.ts";

/** `POST /api/v1/payments/{paymentId}/test/complete`: the test page's Pay, for its payer. Twice charges once. */
export function registerCompleteTestPayment(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/v1/payments/:paymentId/test/complete",
      { schema: { params: ZPaymentIdParams, response: { 200: ZTestPaymentResult } } },
      async (request) => {
        if (!deps.testRoutes) throw new PaymentNotFoundError();
        const now = new Date();
        const user = requireUser(request);
        const payment = await payersPayment(deps.db, request.params.paymentId, user.sub);
        if (payment.provider !== "test") throw new PaymentNotFoundError();
        const { state } = await completePayment(deps.db, payment.payment_id, null, commandMeta(request, now));
        return testResult(state.payment!);
      },
    );
}

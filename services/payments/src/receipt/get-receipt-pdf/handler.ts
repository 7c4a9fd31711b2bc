import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPaymentIdParams } from "@mawid/contracts/payments";
import { requireUser } from "@mawid/service";
import type { PaymentsDeps } from "../../deps.ts";
import { NoReceiptError } from "../../errors.ts";
import { viewablePayment } from "../../payment/view.ts";
import { receiptOf } from "../receipt.ts";
import { receiptPdf } from "../receipt-pdf.ts";

/** `GET /api/v1/payments/{paymentId}/receipt.pdf`: the receipt of money that arrived, for whoever may see the payment. */
export function registerGetReceiptPdf(app: FastifyInstance, deps: PaymentsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/payments/:paymentId/receipt.pdf",
      { schema: { params: ZPaymentIdParams } },
      async (request, reply) => {
        const payment = await viewablePayment(deps.db, request.params.paymentId, requireUser(request));
        if (payment.status !== "succeeded" && payment.status !== "refunded")
          throw new NoReceiptError(payment.status);
        const pdf = await receiptPdf(await receiptOf(deps.db, payment));
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="receipt-${payment.payment_id}.pdf"`)
          .header("cache-control", "private, no-store")
          .send(Buffer.from(pdf));
      },
    );
}

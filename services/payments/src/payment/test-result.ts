import type { TTestPaymentResult } from "@mawid/contracts/payments";
import type { PaymentRecord } from "./decider.ts";

export const testResult = (payment: PaymentRecord): TTestPaymentResult => ({
  paymentId: payment.paymentId,
  status: payment.status,
  amount: payment.amount,
  currency: payment.currency,
});

import { z } from "zod";

export const ZPaymentProvider = z.enum(["test", "stripe"]);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/** Where a payment's money came from since PaymentSucceeded v2: a provider, or a host's hands ("offline"). */
export const ZPaymentSource = z.enum([...ZPaymentProvider.options, "offline"]);
export type TPaymentSource = z.infer<typeof ZPaymentSource>;

export const ZOrderIdParams = z.object({ orderId: z.uuid() });
export const ZPaymentIdParams = z.object({ paymentId: z.uuid() });

/** `POST /api/v1/orders/{orderId}/checkout`: no body; the amount is the order's own. */
export const ZCheckoutRequest = z.strictObject({}).nullish();

/**
 * Where the buyer pays: Stripe's hosted Checkout page, or with the test provider the app's own
 * /checkout/test/{paymentId}. Asking again while a payment is open answers the same one.
 */
export const ZCheckoutResponse = z.object({ paymentId: z.uuid(), url: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZPaymentStatus = z.enum(["started", "succeeded", "failed", "refunded"]);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** The test provider's Pay and Decline: the payment as it stands after. */
export const ZTestPaymentResult = z.object({
  paymentId: z.uuid(),
  status: ZPaymentStatus,
  amount: z.number().int(),
  currency: z.string(),
});
export type TTestPaymentResult = z.infer<typeof ZTestPaymentResult>;

/** The test checkout page's address for a payment. */
export const testCheckoutPath = (paymentId: string) => `/checkout/test/${paymentId}`;

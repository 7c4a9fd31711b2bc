import { z } from "zod";

/** Money a host took for an order without a provider: cash at the door, or a bank transfer. */
export const ZOfflineMethod = z.enum(["cash", "bank_transfer"]);
export type TOfflineMethod = z.infer<typeof ZOfflineMethod>;

/** `POST /api/v1/orders/{orderId}/offline-payment`: a host marks a pending order paid. */
export const ZOfflinePaymentRequest = z.strictObject({
  method: ZOfflineMethod,
  /** The transfer's reference or a receipt-book number, for the host's own books. */
  reference: z.string().trim().max(100, { error: "Keep the reference to 100 characters" }).optional(),
});
export type TOfflinePaymentRequest = z.infer<typeof ZOfflinePaymentRequest>;

/** Who marked an offline payment and how it was paid; when is the payment's succeededAt. */
export const ZOfflinePayment = z.object({
  method: ZOfflineMethod,
  reference: z.string().nullable(),
  markedBy: z.uuid(),
});
export type TOfflinePayment = z.infer<typeof ZOfflinePayment>;

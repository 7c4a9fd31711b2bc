import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZCurrency } from "../ticketing/ticket-types.ts";
import { ZPaymentSource, ZPaymentStatus } from "./checkout.ts";
import { ZFund, ZRecurrence } from "./funds.ts";
import { ZOfflinePayment } from "./offline.ts";

/** One line of what a payment paid for, in minor units: a ticket type, the platform's fees, a gift. */
export const ZPaymentItem = z.object({
  kind: z.enum(["tickets", "add-ons", "fees", "donation"]),
  /** A ticket type's name, or the donation's fund; empty for fees and add-ons. */
  label: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type TPaymentItem = z.infer<typeof ZPaymentItem>;

/** `GET /api/v1/payments/{paymentId}`: for its payer and the organisation's owners and admins. */
export const ZPaymentView = z.object({
  paymentId: z.uuid(),
  organizationId: z.uuid(),
  /** As identity announced it; null for an organisation payments has not heard of. */
  organizationName: z.string().nullable(),
  status: ZPaymentStatus,
  amount: z.number().int(),
  refunded: z.number().int(),
  currency: ZCurrency,
  provider: ZPaymentSource,
  offline: ZOfflinePayment.nullable(),
  /** The order paid for; null for a donation on its own. */
  orderId: z.uuid().nullable(),
  donation: z
    .object({
      donationId: z.uuid(),
      fund: ZFund,
      recurring: ZRecurrence.nullable(),
      giftAid: z.boolean(),
    })
    .nullable(),
  items: z.array(ZPaymentItem),
  startedAt: ZInstant,
  succeededAt: ZInstant.nullable(),
  /** The PDF receipt, once money arrived; null before. */
  receiptUrl: z.string().nullable(),
});
export type TPaymentView = z.infer<typeof ZPaymentView>;

/** Where a payment's PDF receipt is served. */
export const receiptPath = (paymentId: string) => `/api/v1/payments/${paymentId}/receipt.pdf`;

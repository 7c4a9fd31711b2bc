import { z } from "zod";

export const ZFeeRule = z.object({ name: z.string(), fixedCents: z.number().int(), percent: z.number() });

/** `GET /api/v1/payments/config`: the currency and the fee rule checkout uses. */
export const ZPaymentConfig = z.object({
  currency: z.string(),
  /** Charged per paid ticket: fixedCents + percent of the price (see platform's ticketFeeCents). */
  fee: ZFeeRule,
  competitorFees: z.array(ZFeeRule),
});
export type TPaymentConfig = z.infer<typeof ZPaymentConfig>;

import { z } from "zod";
import { ZCurrency, ZMinorUnits } from "../ticketing/ticket-types.ts";

/** `GET /api/v1/fees/quote?price=&quantity=&currency=`: price in minor units of the currency. */
export const ZFeeQuoteQuery = z.object({
  price: z.coerce.number().pipe(ZMinorUnits),
  quantity: z.coerce.number().int().min(1).max(10_000),
  currency: ZCurrency.default("USD"),
});
export type TFeeQuoteQuery = z.infer<typeof ZFeeQuoteQuery>;

/** In minor units: the fee on one ticket, on all of them, and what the buyer pays with the fee passed on. */
export const ZFeeQuote = z.object({
  currency: ZCurrency,
  perTicket: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
});
export type TFeeQuote = z.infer<typeof ZFeeQuote>;

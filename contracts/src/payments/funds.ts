import { z } from "zod";

/**
 * The funds a donation goes to, each kept apart in the ledger and its reports: zakat above all is
 * never mixed into another fund, since it may be spent only on its own recipients.
 */
export const ZFund = z.enum([
  "zakat",
  "sadaqah",
  "lillah",
  "fidya",
  "kaffarah",
  "zakat-al-fitr",
  "general",
  "building-fund",
]);
export type TFund = z.infer<typeof ZFund>;
export const FUNDS = ZFund.options;

/** A recurring gift: every month on the day of the first, or every night of Ramadan's last ten. */
export const ZRecurrence = z.enum(["monthly", "last-ten-nights"]);
export type TRecurrence = z.infer<typeof ZRecurrence>;

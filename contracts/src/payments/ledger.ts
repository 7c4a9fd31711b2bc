import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZCurrency } from "../ticketing/ticket-types.ts";
import { ZByFund } from "./donations.ts";
import { ZFund } from "./funds.ts";

/**
 * The ledger's accounts. Debits are positive, credits negative, and every transaction sums to zero:
 * cash the provider took in, the platform's fees, what an organisation is owed for tickets, and what
 * it holds per donation fund (one account per fund, so zakat is never mixed with another), and
 * money an organisation took itself (cash, bank transfers), which it holds against what it is owed.
 */
export const ZLedgerAccount = z.enum([
  "cash",
  "platform-fees",
  "organization-payable",
  "donations-payable",
  "organization-collected",
]);
export type TLedgerAccount = z.infer<typeof ZLedgerAccount>;

export const ZLedgerEntry = z.object({
  /** The entries of one payment or refund share it. */
  transactionId: z.string(),
  paymentId: z.uuid(),
  account: ZLedgerAccount,
  /** The fund of a donations-payable entry; null for every other account. */
  fund: ZFund.nullable(),
  currency: ZCurrency,
  amount: z.number().int(),
  recordedAt: ZInstant,
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZLedgerQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** `GET /api/v1/organizations/{id}/ledger`: the organisation's transactions, newest first. */
export const ZOrganizationLedger = z.object({ entries: z.array(ZLedgerEntry) });
export type TOrganizationLedger = z.infer<typeof ZOrganizationLedger>;

/**
 * What the platform owes one organisation in one currency: for tickets, and per donation fund, less
 * what it collected itself offline. A negative total is what the organisation owes the platform (the
 * fees on tickets it sold for cash).
 */
export const ZPayoutBalance = z.object({
  currency: ZCurrency,
  tickets: z.number().int(),
  byFund: ZByFund,
  /** Taken in cash or by bank transfer by the organisation, already in its hands. */
  collected: z.number().int(),
  /**
   * Stripe Connect: what Stripe paid the organisation's account straight from its destination charges
   * (its share of tickets, and gifts). Settled already, so not in `total`.
   */
  paidByStripe: z.number().int(),
  total: z.number().int(),
});
export type TPayoutBalance = z.infer<typeof ZPayoutBalance>;

/** `GET /api/v1/organizations/{id}/payouts`: the balance per currency. */
export const ZOrganizationPayouts = z.object({ balances: z.array(ZPayoutBalance) });
export type TOrganizationPayouts = z.infer<typeof ZOrganizationPayouts>;

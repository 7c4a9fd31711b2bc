import {
  emptyByFund,
  type TConnectAccountView,
  type TDonationSummary,
  type TOrganizationLedger,
  type TOrganizationPayouts,
} from "@mawid/contracts/payments";
import { ORG_ID } from "../../events/shared/events.fixtures";
import { anOrder } from "../../tickets/shared/tickets.fixtures";

/* What the payment screens' tests share: ids, and the payments service's answers as it gives them. */

export const PAYMENT_ID = "5b2c0000-4d4d-4e4f-8a6b-000000000001";
export const DONATION_ID = "5b2c0000-4d4d-4e4f-8a6b-000000000002";
export const ORDER = anOrder();

export const testResult = (status: "succeeded" | "failed") => ({
  paymentId: PAYMENT_ID,
  status,
  amount: ORDER.totals.total,
  currency: ORDER.currency,
});

export function aSummary(byFund: Partial<TDonationSummary["byFund"]> = {}): TDonationSummary {
  return { currency: "GBP", byFund: { ...emptyByFund(), ...byFund } };
}

export function aLedger(): TOrganizationLedger {
  const entry = {
    transactionId: `${PAYMENT_ID}:paid`,
    paymentId: PAYMENT_ID,
    currency: "GBP",
    recordedAt: "2026-11-20T18:00:00.000Z",
  };
  return {
    entries: [
      { ...entry, account: "cash", fund: null, amount: 5000 },
      { ...entry, account: "donations-payable", fund: "zakat", amount: -5000 },
    ],
  };
}

export function somePayouts(): TOrganizationPayouts {
  return {
    balances: [
      {
        currency: "GBP",
        tickets: 0,
        byFund: { ...emptyByFund(), zakat: 5000 },
        collected: 0,
        paidByStripe: 0,
        total: 5000,
      },
    ],
  };
}

/** The organisation's Stripe Connect account as the service shows it: not connected yet, unless `overrides` say otherwise. */
export function aConnectAccount(overrides: Partial<TConnectAccountView> = {}): TConnectAccountView {
  return {
    status: "not-connected",
    accountId: null,
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: false,
    available: true,
    ...overrides,
  };
}

export { ORG_ID };

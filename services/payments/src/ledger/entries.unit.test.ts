import { describe, expect, it } from "vitest";
import type { TPaymentRefunded, TPaymentSucceeded } from "@mawid/contracts/payments";
import {
  type LedgerTransaction,
  paymentTransaction,
  refundFailedTransaction,
  refundTransaction,
  transferTransaction,
} from "./entries.ts";

const paymentId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "11111111-1111-4111-8111-111111111111";
const at = "2026-11-24T10:00:00.000Z";

function paid(
  breakdown: TPaymentSucceeded["breakdown"],
  donation: { amount: number; fund: "zakat" | "sadaqah" } | null,
  orderId: string | null = "33333333-3333-4333-8333-333333333333",
): TPaymentSucceeded {
  return {
    paymentId,
    organizationId,
    payerId: "22222222-2222-4222-8222-222222222222",
    orderId,
    donation: donation && {
      donationId: "44444444-4444-4444-8444-444444444444",
      ...donation,
      recurring: null,
      anonymous: true,
      message: null,
      giftAid: null,
    },
    amount: breakdown.tickets + breakdown.fees + (donation?.amount ?? 0),
    currency: "USD",
    breakdown,
    provider: "test",
    providerRef: null,
    offline: null,
    succeededAt: at,
  };
}

const refund = (p: TPaymentSucceeded, amount: number, refundedTotal: number): TPaymentRefunded => ({
  paymentId,
  organizationId,
  orderId: p.orderId,
  donationId: p.donation?.donationId ?? null,
  amount,
  refundedTotal,
  currency: "USD",
  full: refundedTotal === p.amount,
  reason: "test",
  refundedAt: at,
});

const sum = (tx: LedgerTransaction) => tx.lines.reduce((s, l) => s + l.amount, 0);
const of = (tx: LedgerTransaction, account: string, fund: string | null = null) =>
  tx.lines.find((l) => l.account === account && l.fund === fund)?.amount ?? 0;

describe("ledger entries", () => {
  it("splits an order's payment: cash in, the platform's fees, the host's tickets, the gift's fund", () => {
    const tx = paymentTransaction(
      paid({ tickets: 5000, fees: 326, feesAbsorbed: 0 }, { amount: 1000, fund: "zakat" }),
    );
    expect(tx.lines).toEqual([
      { account: "cash", fund: null, amount: 6326 },
      { account: "platform-fees", fund: null, amount: -326 },
      { account: "organization-payable", fund: null, amount: -5000 },
      { account: "donations-payable", fund: "zakat", amount: -1000 },
    ]);
  });

  it("takes fees a host absorbs out of what it is owed", () => {
    const tx = paymentTransaction(paid({ tickets: 2500, fees: 0, feesAbsorbed: 163 }, null));
    expect(of(tx, "organization-payable")).toBe(-2337);
    expect(of(tx, "platform-fees")).toBe(-163);
    expect(sum(tx)).toBe(0);
  });

  it("reverses a full refund after a partial one, fees included, and balances every transaction", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const tickets = (seed * 7919) % 100_000;
      const fees = (seed * 104_729) % 5_000;
      const feesAbsorbed = seed % 3 === 0 ? (seed * 31) % 400 : 0;
      const gift = seed % 4 === 0 ? { amount: 1 + ((seed * 13) % 9_000), fund: "sadaqah" as const } : null;
      const p = paid({ tickets, fees, feesAbsorbed }, gift);
      if (p.amount < 2) continue;
      const tx = paymentTransaction(p);
      const part = 1 + (seed % (p.amount - 1));
      const partial = refundTransaction(refund(p, part, part), tx);
      const rest = refundTransaction(refund(p, p.amount - part, p.amount), tx);
      for (const t of [tx, partial, rest]) expect(sum(t)).toBe(0);
      // Together the three leave every account where it began.
      for (const account of ["cash", "platform-fees", "organization-payable"]) {
        expect(of(tx, account) + of(partial, account) + of(rest, account)).toBe(0);
      }
      expect(of(tx, "donations-payable", "sadaqah") + of(rest, "donations-payable", "sadaqah")).toBe(0);
    }
  });

  it("refunds part of a donation out of its own fund, never another", () => {
    const p = paid({ tickets: 0, fees: 0, feesAbsorbed: 0 }, { amount: 5000, fund: "zakat" }, null);
    const partial = refundTransaction(refund(p, 2000, 2000), paymentTransaction(p));
    expect(partial.lines).toEqual([
      { account: "cash", fund: null, amount: -2000 },
      { account: "donations-payable", fund: "zakat", amount: 2000 },
    ]);
  });
});

describe("ledger entries: Stripe Connect and failed refunds", () => {
  const transferred = (p: TPaymentSucceeded, applicationFee: number) => ({
    paymentId,
    organizationId,
    accountId: "acct_org",
    amount: p.amount - applicationFee,
    applicationFee,
    currency: "USD",
    transferredAt: at,
  });

  it("settles what the organisation and the gift's fund are owed with what Stripe paid them", () => {
    for (const p of [
      paid({ tickets: 5000, fees: 326, feesAbsorbed: 0 }, { amount: 1000, fund: "zakat" }),
      paid({ tickets: 2500, fees: 0, feesAbsorbed: 163 }, null),
      paid({ tickets: 0, fees: 0, feesAbsorbed: 0 }, { amount: 700, fund: "sadaqah" }, null),
    ]) {
      const tx = paymentTransaction(p);
      const fee = p.breakdown.fees + p.breakdown.feesAbsorbed;
      const transfer = transferTransaction(transferred(p, fee), tx);
      expect(sum(transfer)).toBe(0);
      // Nothing left owed to the organisation or any fund; the platform keeps its fee in cash.
      expect(of(tx, "organization-payable") + of(transfer, "organization-payable")).toBe(0);
      for (const fund of ["zakat", "sadaqah"])
        expect(of(tx, "donations-payable", fund) + of(transfer, "donations-payable", fund)).toBe(0);
      expect(of(tx, "cash") + of(transfer, "cash")).toBe(fee);
    }
  });

  it("puts back what a failed refund had taken, partial or full", () => {
    const p = paid({ tickets: 5000, fees: 326, feesAbsorbed: 0 }, null);
    const tx = paymentTransaction(p);
    for (const [amount, refundedTotal] of [
      [1000, 1000],
      [p.amount, p.amount],
      [p.amount - 1000, p.amount],
    ] as const) {
      const refund1 = refundTransaction(refund(p, amount, refundedTotal), tx);
      const failed = refundFailedTransaction(
        {
          paymentId,
          organizationId,
          orderId: p.orderId,
          refundId: "re_1",
          amount,
          refundedTotal: refundedTotal - amount,
          currency: "USD",
          reason: "failed",
          failedAt: at,
        },
        tx,
      );
      expect(sum(failed)).toBe(0);
      for (const account of ["cash", "platform-fees", "organization-payable"])
        expect(of(refund1, account) + of(failed, account)).toBe(0);
    }
  });
});

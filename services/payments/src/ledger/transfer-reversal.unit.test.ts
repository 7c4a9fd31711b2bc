import { describe, expect, it } from "vitest";
import type { TPaymentTransferReversed } from "@mawid/contracts/payments";
import {
  type LedgerLine,
  type LedgerTransaction,
  refundTransaction,
  transferReversalTransaction,
  transferTransaction,
} from "./entries.ts";

const paymentId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "11111111-1111-4111-8111-111111111111";
const orderId = "33333333-3333-4333-8333-333333333333";
const at = "2026-11-24T10:00:00.000Z";

const tx = (lines: LedgerLine[]): LedgerTransaction => ({
  transactionId: `payment:${paymentId}`,
  paymentId,
  organizationId,
  currency: "USD",
  lines,
  recordedAt: at,
});

/** Two $25 tickets, the buyer paying the $3.26 fee, and $10 to zakat: a destination charge. */
const order = tx([
  { account: "cash", fund: null, amount: 6326 },
  { account: "platform-fees", fund: null, amount: -326 },
  { account: "organization-payable", fund: null, amount: -5000 },
  { account: "donations-payable", fund: "zakat", amount: -1000 },
]);
const gift = tx([
  { account: "cash", fund: null, amount: 2500 },
  { account: "donations-payable", fund: "zakat", amount: -2500 },
]);

/** Each account's balance over the payment, its transfer and the given refunds with their reversals. */
function balances(
  payment: LedgerTransaction,
  applicationFee: number,
  refunds: { amount: number; feeRefunded: number }[],
  order: boolean,
) {
  const total = payment.lines.reduce((s, l) => s + Math.max(l.amount, 0), 0);
  const all: LedgerTransaction[] = [
    payment,
    transferTransaction(
      {
        paymentId,
        organizationId,
        accountId: "acct_org",
        amount: total - applicationFee,
        applicationFee,
        currency: "USD",
        transferredAt: at,
      },
      payment,
    ),
  ];
  let refundedTotal = 0;
  for (const { amount, feeRefunded } of refunds) {
    refundedTotal += amount;
    const full = refundedTotal === total;
    const common = { paymentId, organizationId, orderId: order ? orderId : null, currency: "USD", full };
    all.push(
      refundTransaction(
        { ...common, donationId: null, amount, refundedTotal, reason: "", refundedAt: at },
        payment,
      ),
    );
    const reversed: TPaymentTransferReversed = {
      ...common,
      accountId: "acct_org",
      reversed: amount,
      applicationFeeRefunded: feeRefunded,
      refundedTotal,
      reversedAt: at,
    };
    const reversal = transferReversalTransaction(reversed, payment);
    expect(reversal.lines.reduce((s, l) => s + l.amount, 0)).toBe(0);
    expect(reversal.transactionId).toBe(`transfer:${paymentId}:reversed:${refundedTotal}`);
    all.push(reversal);
  }
  const sums: Record<string, number> = {};
  for (const l of all.flatMap((t) => t.lines)) {
    const key = l.fund ? `${l.account}:${l.fund}` : l.account;
    sums[key] = (sums[key] ?? 0) + l.amount;
  }
  return sums;
}

describe("transfer reversal entries", () => {
  it("a whole order refunded at once: everything back to zero, the organisation owes nothing", () => {
    expect(balances(order, 326, [{ amount: 6326, feeRefunded: 326 }], true)).toEqual({
      cash: 0,
      "platform-fees": 0,
      "organization-payable": 0,
      "donations-payable:zakat": 0,
    });
  });

  it("a partial refund comes out of the organisation's account; the platform keeps its fee", () => {
    expect(balances(order, 326, [{ amount: 2000, feeRefunded: 0 }], true)).toEqual({
      cash: 326,
      "platform-fees": -326,
      "organization-payable": 0,
      "donations-payable:zakat": 0,
    });
  });

  it("the rest after a partial refund: Stripe keeps the fee with the platform, which then owes it to the organisation", () => {
    expect(
      balances(
        order,
        326,
        [
          { amount: 2000, feeRefunded: 0 },
          { amount: 4326, feeRefunded: 0 },
        ],
        true,
      ),
    ).toEqual({
      cash: 326,
      "platform-fees": 0,
      "organization-payable": -326,
      "donations-payable:zakat": 0,
    });
  });

  it("a donation's refunds, part then the rest, come out of its fund at the account", () => {
    expect(
      balances(
        gift,
        0,
        [
          { amount: 1000, feeRefunded: 0 },
          { amount: 1500, feeRefunded: 0 },
        ],
        false,
      ),
    ).toEqual({ cash: 0, "donations-payable:zakat": 0 });
    expect(balances(gift, 0, [{ amount: 500, feeRefunded: 0 }], false)).toEqual({
      cash: 0,
      "donations-payable:zakat": 0,
    });
  });
});

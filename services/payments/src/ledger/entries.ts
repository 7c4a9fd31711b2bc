import type { TFund, TLedgerAccount, TPaymentRefunded, TPaymentSucceeded } from "@mawid/contracts/payments";

export interface LedgerLine {
  account: TLedgerAccount;
  fund: TFund | null;
  amount: number;
}

export interface LedgerTransaction {
  transactionId: string;
  paymentId: string;
  organizationId: string;
  currency: string;
  lines: LedgerLine[];
  recordedAt: string;
}

/** One line per account and fund. */
function merge(lines: readonly LedgerLine[]): LedgerLine[] {
  const byKey = new Map<string, LedgerLine>();
  for (const line of lines) {
    const key = `${line.account}:${line.fund ?? ""}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, amount: seen.amount + line.amount } : { ...line });
  }
  return [...byKey.values()];
}

/**
 * A payment's money, split: the cash taken in (debit) against the platform's fees (the buyer's and
 * those the host absorbs), what the organisation is owed for its tickets, and the gift held for its
 * fund. Donations carry no platform fee. The lines sum to zero.
 *
 * Money a host took offline never reaches the platform: it is debited to organization-collected
 * instead of cash, so the organisation holds it against what it is owed. The platform's fee per
 * ticket still applies, and with the cash in the host's hands it is what the organisation owes.
 */
export function paymentTransaction(paid: TPaymentSucceeded): LedgerTransaction {
  const { tickets, fees, feesAbsorbed } = paid.breakdown;
  const lines: LedgerLine[] = [
    {
      account: paid.provider === "offline" ? "organization-collected" : "cash",
      fund: null,
      amount: paid.amount,
    },
    { account: "platform-fees", fund: null, amount: -(fees + feesAbsorbed) },
    { account: "organization-payable", fund: null, amount: -(tickets - feesAbsorbed) },
  ];
  if (paid.donation) {
    lines.push({ account: "donations-payable", fund: paid.donation.fund, amount: -paid.donation.amount });
  }
  return {
    transactionId: `payment:${paid.paymentId}`,
    paymentId: paid.paymentId,
    organizationId: paid.organizationId,
    currency: paid.currency,
    lines: lines.filter((l) => l.amount !== 0),
    recordedAt: paid.succeededAt,
  };
}

/**
 * Money given back. A full refund reverses the payment's lines, fees included (what is left of them
 * after partial refunds); a partial one comes out of what the payee is owed: the organisation for an
 * order, the fund for a donation on its own.
 */
export function refundTransaction(refunded: TPaymentRefunded, payment: LedgerTransaction): LedgerTransaction {
  const refundedBefore = refunded.refundedTotal - refunded.amount;
  // The money goes back from where it came in: the platform's cash, or the host's own hands.
  const cash: TLedgerAccount = payment.lines.some((l) => l.account === "organization-collected")
    ? "organization-collected"
    : "cash";
  const payee: Omit<LedgerLine, "amount"> =
    refunded.orderId === null
      ? { account: "donations-payable", fund: payment.lines.find((l) => l.fund !== null)?.fund ?? null }
      : { account: "organization-payable", fund: null };
  const lines = refunded.full
    ? merge([
        ...payment.lines.map((l) => ({ ...l, amount: -l.amount })),
        // The partial refunds before gave this much back already, out of the payee's share.
        { account: cash, fund: null, amount: refundedBefore },
        { ...payee, amount: -refundedBefore },
      ])
    : [
        { account: cash, fund: null, amount: -refunded.amount },
        { ...payee, amount: refunded.amount },
      ];
  return {
    transactionId: `refund:${refunded.paymentId}:${refunded.refundedTotal}`,
    paymentId: refunded.paymentId,
    organizationId: refunded.organizationId,
    currency: refunded.currency,
    lines: lines.filter((l) => l.amount !== 0),
    recordedAt: refunded.refundedAt,
  };
}

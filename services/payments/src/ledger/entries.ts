import type {
  TFund,
  TLedgerAccount,
  TPaymentRefunded,
  TPaymentRefundFailed,
  TPaymentSucceeded,
  TPaymentTransferred,
  TPaymentTransferReversed,
  TSubscriptionPeriodPaid,
} from "@mawid/contracts/payments";

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

/**
 * Stripe Connect: what Stripe paid the organisation's account straight from a destination charge, so
 * the platform owes it no more. The gift's fund is paid first (it is the donor's, to the last unit),
 * the rest settles what the organisation is owed for its tickets; the cash leaves the platform.
 */
export function transferTransaction(
  transferred: TPaymentTransferred,
  payment: LedgerTransaction,
): LedgerTransaction {
  const gifts = payment.lines
    .filter((l) => l.account === "donations-payable")
    .map((l) => ({ ...l, amount: -l.amount }));
  const toFunds = gifts.reduce((sum, l) => sum + l.amount, 0);
  const lines: LedgerLine[] = [
    { account: "cash", fund: null, amount: -transferred.amount },
    ...gifts,
    { account: "organization-payable", fund: null, amount: transferred.amount - toFunds },
  ];
  return {
    transactionId: `transfer:${transferred.paymentId}`,
    paymentId: transferred.paymentId,
    organizationId: transferred.organizationId,
    currency: transferred.currency,
    lines: lines.filter((l) => l.amount !== 0),
    recordedAt: transferred.transferredAt,
  };
}

/**
 * Stripe Connect: a refund's share taken back from the organisation's account, the matching part of
 * its transfer transaction reversed. The cash comes back to the platform (what Stripe reversed, less
 * the fee it gave back) and settles what the refund left the payee owing: the gift's fund for a
 * donation on its own; for an order, the organisation, except that the rest of an order refunded
 * whole takes its gift back from the fund first (partial refunds came out of the organisation).
 */
export function transferReversalTransaction(
  reversed: TPaymentTransferReversed,
  payment: LedgerTransaction,
): LedgerTransaction {
  const back = reversed.reversed - reversed.applicationFeeRefunded;
  const gifts = payment.lines.filter((l) => l.account === "donations-payable");
  let lines: LedgerLine[];
  if (reversed.orderId === null) {
    lines = [{ account: "donations-payable", fund: gifts[0]?.fund ?? null, amount: -back }];
  } else if (reversed.full) {
    const toFunds = gifts.reduce((sum, l) => sum - l.amount, 0);
    lines = [...gifts, { account: "organization-payable", fund: null, amount: -(back - toFunds) }];
  } else {
    lines = [{ account: "organization-payable", fund: null, amount: -back }];
  }
  return {
    transactionId: `transfer:${reversed.paymentId}:reversed:${reversed.refundedTotal}`,
    paymentId: reversed.paymentId,
    organizationId: reversed.organizationId,
    currency: reversed.currency,
    lines: [{ account: "cash" as const, fund: null, amount: back }, ...lines].filter((l) => l.amount !== 0),
    recordedAt: reversed.reversedAt,
  };
}

/**
 * A subscription's paid period: the organisation paid the platform, all of it platform revenue
 * (platform-fees, the platform's one revenue account; the `subscription:` transaction id tells it
 * from ticket fees).
 */
export function subscriptionTransaction(paid: TSubscriptionPeriodPaid): LedgerTransaction {
  return {
    transactionId: `subscription:${paid.paymentId}`,
    paymentId: paid.paymentId,
    organizationId: paid.organizationId,
    currency: paid.currency,
    lines: [
      { account: "cash", fund: null, amount: paid.amount },
      { account: "platform-fees", fund: null, amount: -paid.amount },
    ],
    recordedAt: paid.paidAt,
  };
}

/** Every refund of a payment up to `refundedTotal`, as one set of lines (the sum of its refund transactions). */
function refundedSoFar(payment: LedgerTransaction, refundedTotal: number, donation: boolean): LedgerLine[] {
  if (refundedTotal === 0) return [];
  const paid = payment.lines.reduce((sum, l) => sum + Math.max(l.amount, 0), 0);
  return refundTransaction(
    {
      paymentId: payment.paymentId,
      organizationId: payment.organizationId,
      orderId: donation ? null : payment.paymentId,
      donationId: null,
      amount: refundedTotal,
      refundedTotal,
      currency: payment.currency,
      full: refundedTotal === paid,
      reason: "",
      refundedAt: payment.recordedAt,
    },
    payment,
  ).lines;
}

/**
 * A refund that failed after it was recorded: the ledger goes back to where the refunds that stand
 * leave it (a failed full refund restores the fees it had reversed, too).
 */
export function refundFailedTransaction(
  failed: TPaymentRefundFailed,
  payment: LedgerTransaction,
): LedgerTransaction {
  const donation = failed.orderId === null;
  const before = refundedSoFar(payment, failed.refundedTotal + failed.amount, donation);
  const after = refundedSoFar(payment, failed.refundedTotal, donation);
  return {
    transactionId: `refund-failed:${failed.paymentId}:${failed.refundId}`,
    paymentId: failed.paymentId,
    organizationId: failed.organizationId,
    currency: failed.currency,
    lines: merge([...after, ...before.map((l) => ({ ...l, amount: -l.amount }))]).filter(
      (l) => l.amount !== 0,
    ),
    recordedAt: failed.failedAt,
  };
}

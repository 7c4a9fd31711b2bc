/**
 * Fees, in integer cents. The platform charges $1 plus 2.5% of the price per ticket. Checkout and the
 * savings calculator both use these functions; the seed's printed formula multiplied the wrong terms.
 */
export interface FeeRule {
  name: string;
  fixedCents: number;
  percent: number;
}

export const PLATFORM_FEE: FeeRule = { name: "Mawid", fixedCents: 100, percent: 2.5 };
export const COMPETITOR_FEES: readonly FeeRule[] = [
  { name: "Competitor A", fixedCents: 159, percent: 3.7 },
  { name: "Competitor B", fixedCents: 100, percent: 3 },
];

/** Fee for one ticket of the given price; free tickets carry no fee. */
export function ticketFeeCents(priceCents: number, rule: FeeRule = PLATFORM_FEE): number {
  if (priceCents <= 0) return 0;
  return rule.fixedCents + Math.round((priceCents * rule.percent) / 100);
}

export interface SavingsBreakdown {
  totalSalesCents: number;
  platformFeeCents: number;
  competitorFeesCents: number[];
  hostReceivesCents: number;
  /** The larger difference against a competitor. */
  savingCents: number;
}

/** The landing page's calculator: price p (cents) and quantity q, fees per ticket. */
export function savings(priceCents: number, quantity: number): SavingsBreakdown {
  const p = Math.max(0, Math.round(priceCents));
  const q = Math.max(0, Math.floor(quantity));
  const platformFeeCents = ticketFeeCents(p) * q;
  const competitorFeesCents = COMPETITOR_FEES.map((rule) => ticketFeeCents(p, rule) * q);
  return {
    totalSalesCents: p * q,
    platformFeeCents,
    competitorFeesCents,
    hostReceivesCents: p * q - platformFeeCents,
    savingCents: Math.max(0, ...competitorFeesCents.map((fee) => fee - platformFeeCents)),
  };
}

export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

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

/** Currencies whose minor unit is not the hundredth (ISO 4217); every other has two decimals. */
const MINOR_UNIT_EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Decimal places of a currency's minor unit: JPY 0, USD 2, KWD 3. */
export function currencyExponent(currency: string): number {
  return MINOR_UNIT_EXPONENTS[currency.toUpperCase()] ?? 2;
}

/**
 * Fee for one ticket of the given price in minor units of `currency`; free tickets carry no fee. The
 * fixed part is the rule's cents as a share of one major unit ($1 is 1 unit: ¥1, 1 KWD = 1000 fils),
 * the percentage is rounded half up to the minor unit in integers, so no float error moves a half.
 */
export function ticketFee(price: number, currency = "USD", rule: FeeRule = PLATFORM_FEE): number {
  if (price <= 0) return 0;
  const fixed = Math.round((rule.fixedCents * 10 ** currencyExponent(currency)) / 100);
  const basisPoints = Math.round(rule.percent * 100);
  return fixed + Math.floor((price * basisPoints + 5_000) / 10_000);
}

/** Fee for one ticket of the given price in cents (two-decimal currencies). */
export function ticketFeeCents(priceCents: number, rule: FeeRule = PLATFORM_FEE): number {
  return ticketFee(priceCents, "USD", rule);
}

export interface FeeQuote {
  /** The fee on one ticket. */
  perTicket: number;
  /** The fee on all of them. */
  fee: number;
  /** What the buyer pays when the fee is passed on: the tickets' prices and the fee. */
  total: number;
}

/** The fee for `quantity` tickets of one price: checkout, the quote endpoint and the calculator agree. */
export function quoteFee(price: number, quantity: number, currency = "USD"): FeeQuote {
  const perTicket = ticketFee(price, currency);
  return { perTicket, fee: perTicket * quantity, total: (price + perTicket) * quantity };
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

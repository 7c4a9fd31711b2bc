import { describe, expect, it } from "vitest";
import { currencyExponent, quoteFee, savings, ticketFee, ticketFeeCents } from "@mawid/contracts/platform";

/** A small deterministic generator, so a failure names its seed and reruns the same. */
function* prices(count: number, max = 10_000_000): Generator<number> {
  let x = 2463534242;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    yield (x >>> 0) % max;
  }
}

describe("the fee function", () => {
  it("is never negative, and nothing on a free ticket", () => {
    for (const p of prices(5_000)) expect(ticketFee(p)).toBeGreaterThanOrEqual(0);
    expect(ticketFee(0)).toBe(0);
    expect(quoteFee(0, 10)).toEqual({ perTicket: 0, fee: 0, total: 0 });
  });

  it("never falls as the price or the quantity rises", () => {
    for (const p of prices(5_000)) {
      expect(ticketFee(p + 1)).toBeGreaterThanOrEqual(ticketFee(p));
      const q = 1 + (p % 50);
      expect(quoteFee(p, q + 1).fee).toBeGreaterThanOrEqual(quoteFee(p, q).fee);
    }
  });

  it("rounds 2.5% half up to the minor unit per ticket, exactly", () => {
    for (const p of prices(5_000)) {
      // 2.5% of p is p/40: its remainder says whether the fraction is below, at or above a half.
      const whole = Math.floor(p / 40);
      const expected = p === 0 ? 0 : 100 + whole + ((p % 40) * 2 >= 40 ? 1 : 0);
      expect(ticketFee(p)).toBe(expected);
    }
    expect(ticketFee(20)).toBe(101);
    expect(ticketFee(19)).toBe(100);
    expect(quoteFee(2500, 3)).toEqual({ perTicket: 163, fee: 489, total: 7989 });
  });

  it("rounds the competitors' 3.7% exactly too, where floating point would slip", () => {
    // 3.7% of 150 cents is 5.55; 150 * 3.7 / 100 in floating point is 5.550000000000001, but of
    // 50 cents it is 1.85, computed 1.8500000000000003: both half up either way. 4.5 cents is exact.
    expect(ticketFeeCents(150, { name: "x", fixedCents: 0, percent: 3.7 })).toBe(6);
    expect(ticketFeeCents(250, { name: "x", fixedCents: 0, percent: 1.8 })).toBe(5);
  });

  it("counts in each currency's minor units: $1 is 1 unit, ¥1 and 1 KWD (1,000 fils)", () => {
    expect(currencyExponent("USD")).toBe(2);
    expect(currencyExponent("JPY")).toBe(0);
    expect(currencyExponent("KWD")).toBe(3);
    expect(ticketFee(2500, "GBP")).toBe(163);
    expect(ticketFee(3000, "JPY")).toBe(76); // ¥1 + ¥75
    expect(ticketFee(10_000, "KWD")).toBe(1250); // 1 KWD + 250 fils
    expect(ticketFee(20, "KWD")).toBe(1001); // 1 KWD + 0.5 fils, half up
  });

  it("gives the landing calculator the same figures as checkout's quote", () => {
    for (const p of prices(2_000, 1_000_000)) {
      const q = 1 + (p % 500);
      expect(savings(p, q).platformFeeCents).toBe(quoteFee(p, q, "USD").fee);
    }
    expect(savings(2500, 100).platformFeeCents).toBe(quoteFee(2500, 100).fee);
  });
});

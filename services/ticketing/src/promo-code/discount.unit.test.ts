import { describe, expect, it } from "vitest";
import { discountOf } from "./discount.ts";

describe("a promo code's discount on one ticket", () => {
  it("rounds a percentage half up to the minor unit", () => {
    expect(discountOf({ kind: "percentage", percent: 15 }, 1010)).toBe(152);
    expect(discountOf({ kind: "percentage", percent: 15 }, 1009)).toBe(151);
    expect(discountOf({ kind: "percentage", percent: 100 }, 2500)).toBe(2500);
  });

  it("never takes more than the price", () => {
    expect(discountOf({ kind: "fixed", amount: 500 }, 2500)).toBe(500);
    expect(discountOf({ kind: "fixed", amount: 5000 }, 2500)).toBe(2500);
  });
});

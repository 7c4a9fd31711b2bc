import { expect, it } from "vitest";
import { currentPrice } from "./current-price.ts";

const gala = {
  price: 5000,
  pricePhases: [
    { price: 2500, until: "2027-02-01T00:00:00.000Z", untilSold: 100 },
    { price: 4000, until: null, untilSold: 300 },
  ],
};

it("charges the early-bird price until its date or its number sold, then the next phase, then the price", () => {
  expect(currentPrice(gala, "2027-01-15T00:00:00.000Z", 99)).toBe(2500);
  expect(currentPrice(gala, "2027-01-15T00:00:00.000Z", 100)).toBe(4000);
  expect(currentPrice(gala, "2027-02-01T00:00:00.000Z", 0)).toBe(4000);
  expect(currentPrice(gala, "2027-02-01T00:00:00.000Z", 300)).toBe(5000);
});

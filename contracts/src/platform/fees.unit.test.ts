import { describe, expect, it } from "vitest";
import { formatCents, savings, ticketFeeCents } from "./fees.ts";

describe("ticket fees", () => {
  it("charges $1 plus 2.5% of the price per ticket, rounded to the cent", () => {
    expect(ticketFeeCents(2500)).toBe(163); // $1 + 62.5¢, the half cent rounded up
    expect(ticketFeeCents(1000)).toBe(125);
    expect(ticketFeeCents(1999)).toBe(150); // $1 + 49.975¢
    expect(ticketFeeCents(4000)).toBe(200);
    expect(ticketFeeCents(10_000)).toBe(350);
    expect(ticketFeeCents(20)).toBe(101); // $1 + 0.5¢
    expect(ticketFeeCents(1)).toBe(100);
  });

  it("charges nothing on a free ticket", () => {
    expect(ticketFeeCents(0)).toBe(0);
  });

  it("compares against 3.7% + $1.59 and 3% + $1 per ticket, not the seed's mistyped formula", () => {
    const s = savings(2500, 100);
    expect(s.totalSalesCents).toBe(250_000);
    expect(s.platformFeeCents).toBe(16_300);
    expect(s.competitorFeesCents).toEqual([25_200, 17_500]);
    expect(s.hostReceivesCents).toBe(233_700);
    expect(s.savingCents).toBe(8_900);
    expect(formatCents(s.savingCents)).toBe("89.00");
  });

  it("charges the fee on every ticket", () => {
    expect(savings(2500, 1).platformFeeCents).toBe(163);
    expect(savings(2500, 7).platformFeeCents).toBe(1_141);
    const s = savings(4000, 250);
    expect(s.platformFeeCents).toBe(50_000);
    expect(s.competitorFeesCents).toEqual([76_750, 55_000]);
    expect(s.savingCents).toBe(26_750);
  });
});

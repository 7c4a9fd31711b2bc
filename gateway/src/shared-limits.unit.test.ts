import { describe, expect, it } from "vitest";
import { LimitTotals } from "./shared-limits.ts";

describe("the primary's totals", () => {
  it("answers each worker with what the others counted for the keys it reported", () => {
    const totals = new LimitTotals();
    expect(totals.add(1, "ip", [["10.0.0.1", 4, 60_000]])).toEqual([["10.0.0.1", 0, 60_000]]);
    expect(totals.add(2, "ip", [["10.0.0.1", 3, 60_000]])).toEqual([["10.0.0.1", 4, 60_000]]);
    expect(totals.add(1, "ip", [["10.0.0.1", 1, 60_000]])).toEqual([["10.0.0.1", 3, 60_000]]);
    // limiters count apart
    expect(totals.add(2, "user", [["10.0.0.1", 1, 60_000]])).toEqual([["10.0.0.1", 0, 60_000]]);
  });

  it("starts over with a new window and ignores late reports of the old one", () => {
    const totals = new LimitTotals();
    totals.add(1, "ip", [["k", 9, 60_000]]);
    expect(totals.add(2, "ip", [["k", 1, 120_000]])).toEqual([["k", 0, 120_000]]);
    expect(totals.add(1, "ip", [["k", 5, 60_000]])).toEqual([]);
    expect(totals.add(1, "ip", [["k", 2, 120_000]])).toEqual([["k", 1, 120_000]]);
    totals.prune(120_000);
    expect(totals.add(2, "ip", [["k", 1, 180_000]])).toEqual([["k", 0, 180_000]]);
  });
});

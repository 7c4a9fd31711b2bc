import { describe, expect, it } from "vitest";
import { percentile, summarise, throughputSlices } from "./measure";

describe("stress test measures", () => {
  it("takes nearest-rank percentiles", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([], 99)).toBe(0);
  });

  it("reports a rate per second over the whole run", () => {
    const summary = summarise([30, 10, 20, 40], 2_000);
    expect(summary.perSecond).toBe(2);
    expect(summary.p50).toBe(20);
    expect(summary.p99).toBe(40);
  });

  it("splits finishing times into slices of equal length", () => {
    expect(throughputSlices([0, 100, 900, 999], 0, 1_000, 2)).toEqual([4, 4]);
  });
});

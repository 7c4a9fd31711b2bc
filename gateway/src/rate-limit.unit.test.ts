import { describe, expect, it } from "vitest";
import { FixedWindowLimiter } from "./rate-limit.ts";

describe("fixed-window limiter", () => {
  it("allows max per clock-aligned window per key, then answers the seconds to wait, and resets", () => {
    let now = 1_800_000; // a minute's start
    const limiter = new FixedWindowLimiter({ max: 2, windowMs: 60_000, now: () => now });
    expect(limiter.take("a")).toBe(0);
    now += 20_000;
    expect(limiter.take("a")).toBe(0);
    expect(limiter.take("a")).toBe(40);
    expect(limiter.take("b")).toBe(0);
    now += 30_000;
    expect(limiter.take("a")).toBe(10);
    now += 10_000;
    expect(limiter.take("a")).toBe(0);
  });

  it("stays bounded in keys", () => {
    const now = 0;
    const limiter = new FixedWindowLimiter({ max: 1, windowMs: 1_000, maxKeys: 3, now: () => now });
    for (const key of ["a", "b", "c", "d"]) expect(limiter.take(key)).toBe(0);
    // "a" was evicted as the oldest, so it starts a fresh window
    expect(limiter.take("a")).toBe(0);
    expect(limiter.take("d")).toBe(1);
  });

  it("reports what it counted once, and limits on its own count plus the other processes'", () => {
    let now = 1_800_000;
    const limiter = new FixedWindowLimiter({ max: 5, windowMs: 60_000, shared: true, now: () => now });
    limiter.take("a");
    limiter.take("a");
    limiter.take("b");
    expect(limiter.takeUnsent()).toEqual([
      ["a", 2, 1_860_000],
      ["b", 1, 1_860_000],
    ]);
    expect(limiter.takeUnsent()).toEqual([]);

    limiter.setOthers([["a", 3, 1_860_000]]);
    expect(limiter.take("a")).toBe(60); // 3 here + 3 elsewhere > 5
    expect(limiter.take("b")).toBe(0);

    // a count of another window says nothing about this one
    now += 60_000;
    limiter.take("a");
    limiter.setOthers([["a", 10, 1_860_000]]);
    expect(limiter.take("a")).toBe(0);
  });
});

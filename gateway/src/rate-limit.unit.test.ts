import { describe, expect, it } from "vitest";
import { FixedWindowLimiter } from "./rate-limit.ts";

describe("fixed-window limiter", () => {
  it("allows max per window per key, then answers the seconds to wait, and resets", () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter({ max: 2, windowMs: 60_000, now: () => now });
    expect(limiter.take("a")).toBe(0);
    expect(limiter.take("a")).toBe(0);
    expect(limiter.take("a")).toBe(60);
    expect(limiter.take("b")).toBe(0);
    now += 30_000;
    expect(limiter.take("a")).toBe(30);
    now += 30_000;
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
});

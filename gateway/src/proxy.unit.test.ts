import { describe, expect, it } from "vitest";
import { UUID_V4 } from "../test/helpers.ts";
import { newRequestId, newTraceparent } from "./proxy.ts";

describe("ids the gateway makes up", () => {
  // 3,000 of each draw 120,000 bytes: the 24 KiB of bulk randomness is refilled several times
  it("gives each request its own version 4 UUID", () => {
    const ids = Array.from({ length: 3_000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("starts a fresh sampled W3C trace context each time", () => {
    const contexts = Array.from({ length: 3_000 }, newTraceparent);
    for (const c of contexts) expect(c).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-01$/);
    expect(new Set(contexts.map((c) => c.slice(3, 35))).size).toBe(contexts.length);
  });
});

import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  OWASP_COST,
  openWith,
  passwordHashCost,
  sealFor,
  verifyPassword,
} from "./secrets.ts";

describe("password hashes", () => {
  it("are scrypt at OWASP's strength outside tests, with the parameters stored beside the hash", async () => {
    expect(passwordHashCost({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(passwordHashCost({ NODE_ENV: "production", PASSWORD_HASH_COST: "owasp" })).toBe(OWASP_COST);
    const stored = await hashPassword("Str0ng!Passw0rd", OWASP_COST);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Str0ng!Passw0rd", stored)).toBe(true);
    expect(await verifyPassword("Str0ng!Passw0rd!", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("take the test cost only when asked, and never in production", () => {
    expect(passwordHashCost({ PASSWORD_HASH_COST: "test", NODE_ENV: "test" }).N).toBeLessThan(OWASP_COST.N);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: "test", NODE_ENV: "production" })).toThrow(
      /refused in production/,
    );
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: "cheap" })).toThrow(/owasp or test/);
  });

  it("made at a lower cost than today's, or unreadable, are due to be made again", async () => {
    expect(needsRehash(await hashPassword("x", { N: 2 ** 4, r: 8, p: 1 }))).toBe(true);
    expect(needsRehash(await hashPassword("x", { N: 2 ** 15, r: 4, p: 1 }))).toBe(true);
    expect(needsRehash("bcrypt$whatever")).toBe(true);
    expect(needsRehash(await hashPassword("x"))).toBe(false);
  });
});

describe("sealing for a token's holder", () => {
  it("opens only with the token it was sealed for", () => {
    const sealed = sealFor("old-refresh-token", "new-refresh-token");
    expect(sealed).not.toContain("new-refresh-token");
    expect(openWith("old-refresh-token", sealed)).toBe("new-refresh-token");
    expect(openWith("another-token", sealed)).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    expect(openWith("old-refresh-token", altered)).toBeNull();
  });
});

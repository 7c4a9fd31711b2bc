import { describe, expect, it } from "vitest";
import { ticketKeyProblems } from "./production-guard.ts";

const key = { id: "k1", key: Buffer.alloc(32, 1) };

describe("ticketing's production guard for ticket-signing keys", () => {
  it("refuses production without a key to seal them, naming the setting", () => {
    expect(ticketKeyProblems({ NODE_ENV: "production", SIGNING_KEY_ENCRYPTION_KEYS: [] })).toEqual([
      expect.stringContaining("SIGNING_KEY_ENCRYPTION_KEYS"),
    ]);
  });

  it("accepts production with a key, and development without one", () => {
    expect(ticketKeyProblems({ NODE_ENV: "production", SIGNING_KEY_ENCRYPTION_KEYS: [key] })).toEqual([]);
    expect(ticketKeyProblems({ NODE_ENV: "development", SIGNING_KEY_ENCRYPTION_KEYS: [] })).toEqual([]);
  });
});

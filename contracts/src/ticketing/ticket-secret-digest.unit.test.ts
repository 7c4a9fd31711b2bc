import { describe, expect, it } from "vitest";
import { ticketSecretDigest } from "./ticket-secret-digest.ts";

describe("a ticket secret's digest", () => {
  it("is the SHA-256 of the QR text in base64url, as check-in computes it of a scanned code", () => {
    // FIPS 180-2's test vector for "abc".
    expect(ticketSecretDigest("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
  });

  it("ignores the whitespace a scanner may add around the code", () => {
    expect(ticketSecretDigest(" abc\n")).toBe(ticketSecretDigest("abc"));
  });
});

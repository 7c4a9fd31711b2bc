import { describe, expect, it } from "vitest";
import { certificateValid } from "./certificate.ts";

describe("a halal certificate", () => {
  it("is valid through the whole of its expiry day (UTC), and not after", () => {
    expect(certificateValid("2027-03-20", "2027-03-20T23:59:59.999Z")).toBe(true);
    expect(certificateValid("2027-03-20", "2027-03-21T00:00:00.000Z")).toBe(false);
    expect(certificateValid("2027-03-20", "2027-03-21T01:30:00+02:00")).toBe(true);
  });
});

import { expect, it } from "vitest";
import { zWebAddress } from "./web-address.ts";

const address = zWebAddress("Enter a web address");

it("takes http and https links, in any script", () => {
  for (const link of [
    "https://eastlondonmosque.org.uk/",
    "http://example.org/events?day=friday",
    "https://مسجد.example/",
  ])
    expect(address.safeParse(link).success, link).toBe(true);
});

it("refuses other schemes and links with hidden direction marks, with the given message", () => {
  for (const link of [
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://example.org/\u202egnp.exe",
    "https://exa\u200bmple.org/",
    "https://example.org/\u2066x\u2069",
  ]) {
    const result = address.safeParse(link);
    expect(result.success, link).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter a web address");
  }
});

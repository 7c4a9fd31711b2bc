import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startPlatform, type TestPlatform, withinOneRateWindow } from "./helpers.ts";

describe("gateway behind one trusted proxy (TRUST_PROXY=1)", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ TRUST_PROXY: "1", RATE_LIMIT_PER_IP: "3" });
  });
  afterAll(async () => {
    await p?.close();
  });

  it("gives each client the ingress forwards for its own rate-limit bucket", async () => {
    // this test's requests come from 127.0.0.1, standing in for the ingress
    const from = (client: string) =>
      fetch(`${p.url}/api/v1/events`, { headers: { "x-forwarded-for": client } });
    await withinOneRateWindow(5);
    for (let i = 0; i < 3; i++) expect((await from("198.51.100.7")).status).toBe(200);
    await expectError(await from("198.51.100.7"), 429, "RATE_LIMITED");
    expect((await from("203.0.113.20")).status).toBe(200);
    // an address a client writes in front of the ingress's is not believed
    await expectError(await from("203.0.113.99, 198.51.100.7"), 429, "RATE_LIMITED");
  });

  it("forwards to the service the one client address it believed, not the chain", async () => {
    const res = await fetch(`${p.url}/api/v1/events/e1`, {
      headers: { "x-forwarded-for": "203.0.113.99, 198.51.100.8" },
    });
    const echo = (await res.json()) as { headers: Record<string, string> };
    expect(echo.headers["x-forwarded-for"]).toBe("198.51.100.8");
  });
});

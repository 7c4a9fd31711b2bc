import { afterAll, beforeAll, expect, it } from "vitest";
import { expectError, startPlatform, type TestPlatform } from "./helpers.ts";

// A service reads at most 1 MiB of body and closes the connection on a larger one while it is
// still arriving; the gateway refuses it first, so the caller gets a 413 instead of a 503.

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform.close();
});

const post = (kib: number) =>
  fetch(`${platform.url}/api/v1/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: "x".repeat(kib * 1024) }),
  });

it("answers a body past a service's 1 MiB with 413 in the error shape, and forwards the next one", async () => {
  await expectError(await post(1536), 413, "PAYLOAD_TOO_LARGE");
  await expectError(await post(64 * 1024), 413, "PAYLOAD_TOO_LARGE");
  const fits = await post(900);
  expect(fits.status).toBe(200);
  expect(await fits.json()).toMatchObject({ service: "payments", method: "POST" });
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { startPlatform } from "../src/index.ts";

// `NODE_ENV=production npm start` without what production needs: Mawid must not come up, and the
// operator must read which settings to give. Identity, ticketing and payments each refuse to run
// without mail settings and start side by side, so any of them may be the one named; identity's own
// production test (services/identity/test/production-start.int.test.ts) checks each of its settings.

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase("prodstart");
});
afterAll(async () => {
  await tdb?.drop();
});

it("refuses to start in production without SMTP_URL and the signing keys' encryption key, and says why", async () => {
  const lines: string[] = [];
  const unset = {
    PORT: "",
    LOG_LEVEL: "",
    SMTP_URL: "",
    MAIL_LOCAL_OUTBOX: "",
    SIGNING_KEY_ENCRYPTION_KEYS: "",
  };
  await expect(
    startPlatform({
      env: {
        ...process.env,
        ...unset,
        NODE_ENV: "production",
        DATABASE_URL: tdb.url,
        MAWID_DEMO_DATA: "",
        // the test runner lowers the password hash cost, which production refuses
        PASSWORD_HASH_COST: "owasp",
      },
      port: 0,
      buildWeb: false,
      print: (line) => lines.push(line),
    }),
  ).rejects.toThrow(/(identity|ticketing|payments) stopped unexpectedly/);
  const output = lines.join("\n");
  expect(output).toContain("refusing to start in production");
  expect(output).toContain("SMTP_URL: required in production");
  // Demo data and the development mail endpoint are off by default in production, so not refused.
  expect(output).not.toContain("MAWID_DEMO_DATA:");
  expect(output).not.toContain("MAWID_DEV_MAIL:");
  expect(output).not.toContain("Mawid is running");
});

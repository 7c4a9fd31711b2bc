import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@mawid/service";
import { type IdentityConfig, identityConfig } from "../config.ts";
import { productionProblems, refuseUnsafeProduction } from "./production-guard.ts";

const config = (env: Record<string, string>): IdentityConfig =>
  loadConfig({ PORT: "0", DATABASE_URL: "postgres://localhost/x", ...env }, identityConfig);

const ready = {
  NODE_ENV: "production",
  SMTP_URL: "smtps://user:pass@smtp.example.org:465",
  SIGNING_KEY_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString("base64")}`,
};

describe("identity in production", () => {
  it("starts with SMTP, a key-encryption key and no demo data", () => {
    expect(productionProblems(config(ready))).toEqual([]);
    expect(productionProblems(config({ ...ready, SMTP_URL: "", MAIL_LOCAL_OUTBOX: "1" }))).toEqual([]);
  });

  it("refuses demo data, whose admin's password is public", () => {
    expect(productionProblems(config({ ...ready, MAWID_DEMO_DATA: "1" }))).toEqual([
      "MAWID_DEMO_DATA: demo data is refused in production (the demo admin's password is public); set MAWID_DEMO_DATA=0",
    ]);
  });

  it("refuses to start without SMTP_URL unless the local outbox is asked for", () => {
    expect(productionProblems(config({ ...ready, SMTP_URL: "" }))).toEqual([
      "SMTP_URL: required in production, or MAIL_LOCAL_OUTBOX=1 to keep mail in the database outbox on purpose",
    ]);
  });

  it("refuses the development mail endpoint and unsealed signing keys", () => {
    const problems = productionProblems(
      config({ ...ready, MAWID_DEV_MAIL: "1", SIGNING_KEY_ENCRYPTION_KEYS: "" }),
    );
    expect(problems.map((p) => p.split(":")[0])).toEqual(["MAWID_DEV_MAIL", "SIGNING_KEY_ENCRYPTION_KEYS"]);
  });

  it("lists every problem at once", () => {
    expect(() => refuseUnsafeProduction(config({ NODE_ENV: "production", MAWID_DEMO_DATA: "1" }))).toThrow(
      /^refusing to start in production:\n {2}MAWID_DEMO_DATA: .*\n {2}SMTP_URL: .*\n {2}SIGNING_KEY_ENCRYPTION_KEYS: /,
    );
  });

  it("leaves development and tests alone", () => {
    expect(productionProblems(config({ MAWID_DEMO_DATA: "1", MAWID_DEV_MAIL: "1" }))).toEqual([]);
    expect(productionProblems(config({ NODE_ENV: "test", MAWID_DEMO_DATA: "1" }))).toEqual([]);
  });
});

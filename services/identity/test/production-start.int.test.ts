import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { typed } from "../src/db/schema.ts";
import { PASSWORD, tokenFromLink } from "./harness.ts";

// identity run as an operator runs it, `node services/identity/src/server.ts` with NODE_ENV=production:
// it must refuse settings that are unsafe there before it serves anything, and once running it must
// not log the links it mails.

const root = fileURLToPath(new URL("../../../", import.meta.url));
const KEYS = `k1:${randomBytes(32).toString("base64")}`;

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function identity(env: Record<string, string>): Run {
  const chunks: string[] = [];
  const child = spawn(process.execPath, ["services/identity/src/server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: tdb.url,
      LOG_LEVEL: "info",
      PUBLIC_URL: "https://mawid.example.org",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => chunks.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => chunks.join(""), exited };
}

/** Resolves once the process has written `text` (its log reaches the pipe a little after it acts). */
async function written(run: Run, text: string): Promise<void> {
  for (let i = 0; i < 100 && !run.output().includes(text); i++) await new Promise((r) => setTimeout(r, 100));
}

/** The URL from identity's "listening" log line. */
async function listening(run: Run): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const match = /"url":"(http:\/\/[^"]+)"[^\n]*identity listening/.exec(run.output());
    if (match?.[1]) return match[1];
    if (run.child.exitCode !== null) throw new Error(`identity exited:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`identity did not listen:\n${run.output()}`);
}

describe("identity with NODE_ENV=production", () => {
  it("refuses to start with demo data, without SMTP_URL or the outbox setting, and without a key-encryption key", async () => {
    const run = identity({ MAWID_DEMO_DATA: "1" });
    expect(await run.exited).toBe(1);
    const output = run.output();
    expect(output).toContain("refusing to start in production");
    for (const setting of ["MAWID_DEMO_DATA", "SMTP_URL", "SIGNING_KEY_ENCRYPTION_KEYS"])
      expect(output).toContain(`${setting}: `);
    expect(output).not.toContain("identity listening");
  }, 60_000);

  it("refuses the development mail endpoint", async () => {
    const run = identity({ MAIL_LOCAL_OUTBOX: "1", SIGNING_KEY_ENCRYPTION_KEYS: KEYS, MAWID_DEV_MAIL: "1" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("MAWID_DEV_MAIL: the development mail endpoint is refused in production");
  }, 60_000);

  it("starts with what it needs, serves no development mail endpoint, and logs no mailed link or token", async () => {
    const run = identity({ MAIL_LOCAL_OUTBOX: "1", SIGNING_KEY_ENCRYPTION_KEYS: KEYS });
    try {
      const url = await listening(run);
      expect((await fetch(`${url}/api/v1/dev/mail`)).status).toBe(404);
      const email = "operator@example.org";
      const up = await fetch(`${url}/api/v1/auth/sign-up`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          displayName: "Operator",
        }),
      });
      expect(up.status).toBe(201);
      const db = typed(createDatabase({ url: tdb.url, max: 1 }));
      const mail = await db
        .selectFrom("dev_mails")
        .select("text")
        .where("to_address", "=", email)
        .executeTakeFirstOrThrow()
        .finally(() => db.destroy());
      const token = tokenFromLink(mail.text, "/verify-email");
      await written(run, "mail written to the outbox");
      expect(run.output()).toContain("mail written to the outbox");
      expect(run.output()).not.toContain(token);
      expect(run.output()).not.toContain(encodeURIComponent(token));

      // Nor the secrets of links that reach it in a URL: an invitation's token, a query's values.
      const invitation = randomBytes(24).toString("base64url");
      await fetch(`${url}/api/v1/invitations/${invitation}/accept`, { method: "POST" });
      await fetch(`${url}/api/v1/auth/oidc/google/callback?code=${invitation}x&state=${invitation}y`, {
        redirect: "manual",
      });
      await written(run, "/api/v1/auth/oidc/google/callback?code=[redacted]&state=[redacted]");
      expect(run.output()).toContain("/api/v1/invitations/[redacted]/accept");
      expect(run.output()).not.toContain(invitation);
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
    }
  }, 60_000);
});

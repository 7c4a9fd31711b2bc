import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createLocalJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from "@mawid/contracts/identity";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Identity, startIdentity, withToken } from "./harness.ts";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../../", import.meta.url));

let tdb: TestDatabase;
let id: Identity;

/** `npm run admin -- <args>` from the repository root, as an operator would. */
function admin(...args: string[]) {
  return run(process.execPath, ["services/identity/src/cli/admin.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: tdb.url },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url, { MAWID_DEMO_DATA: "1", MAWID_DEV_MAIL: "1" });
});
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

describe("admin CLI", () => {
  it("grants the platform admin role through an event", async () => {
    const { userId } = await id.account("future-admin@example.org");
    const granted = await admin("grant", "Future-Admin@example.org");
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain("future-admin@example.org is now a platform admin");
    const { headers } = await id.session("future-admin@example.org");
    expect((await id.app.inject({ url: "/api/v1/me", headers })).json().profile.role).toBe("admin");
    const events = await id.ctx.db
      .selectFrom("identity.events" as never)
      .select("type" as never)
      .where("stream_id" as never, "=", userId as never)
      .execute();
    expect(events.map((e) => (e as { type: string }).type)).toContain("PlatformRoleGranted");
    expect((await admin("grant", "future-admin@example.org")).stdout).toContain(
      "was already a platform admin",
    );
  });

  it("says so when there is no such account", async () => {
    const res = await admin("grant", "nobody@example.org");
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("no account with the email nobody@example.org");
  });

  it("rotates signing keys, keeping the old key published for tokens it signed", async () => {
    const { accessToken } = await id.session(DEMO_ACCOUNTS.attendee.email, DEMO_PASSWORD);
    expect((await admin("rotate-keys")).code).toBe(0);
    const jwks = (await id.app.inject({ url: "/.well-known/jwks.json" })).json();
    expect(jwks.keys.length).toBeGreaterThanOrEqual(2);
    await expect(jwtVerify(accessToken, createLocalJWKSet(jwks))).resolves.toBeTruthy();
  });
});

describe("start", () => {
  it("creates the demo accounts and Masjid Al-Noor (masjid tier, verified)", async () => {
    const res = await id.signIn(DEMO_ACCOUNTS.host.email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const headers = withToken(res.json().accessToken);
    const me = (await id.app.inject({ url: "/api/v1/me", headers })).json();
    expect(me.organizations).toEqual([
      {
        organizationId: DEMO_ORGANIZATION_ID,
        organizationName: "Masjid Al-Noor",
        role: "owner",
        tier: "masjid",
      },
    ]);
    const org = (await id.app.inject({ url: `/api/v1/organizations/${DEMO_ORGANIZATION_ID}` })).json();
    expect(org).toMatchObject({ verified: true, tier: "masjid" });
    const adminMe = withToken((await id.signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD)).json().accessToken);
    expect((await id.app.inject({ url: "/api/v1/me", headers: adminMe })).json().profile.role).toBe("admin");
  });

  it("creates demo data once, however often it starts", async () => {
    const second = await startIdentity(tdb.url, {
      MAWID_DEMO_DATA: "1",
      BOOTSTRAP_ADMIN_EMAIL: DEMO_ACCOUNTS.attendee.email,
    });
    try {
      const users = await second.ctx.db
        .selectFrom("identity.users" as never)
        .select("email" as never)
        .execute();
      expect(users.filter((u) => (u as { email: string }).email.endsWith("@demo.mawid.local"))).toHaveLength(
        3,
      );
      // BOOTSTRAP_ADMIN_EMAIL of an existing account: admin at start.
      const { headers } = await second.session(DEMO_ACCOUNTS.attendee.email, DEMO_PASSWORD);
      expect((await second.app.inject({ url: "/api/v1/me", headers })).json().profile.role).toBe("admin");
    } finally {
      await second.close();
    }
  });

  it("serves the local mail outbox at /api/v1/dev/mail with MAWID_DEV_MAIL=1", async () => {
    await id.signUp("outbox-user@example.org");
    const mails = (await id.app.inject({ url: "/api/v1/dev/mail" })).json().mails;
    expect(mails[0]).toMatchObject({ to: "outbox-user@example.org", subject: "Verify your email for Mawid" });
    expect(mails[0].text).toContain("http://localhost:3000/verify-email?token=");
  });

  it("has no /api/v1/dev/mail route without MAWID_DEV_MAIL=1", async () => {
    const plain = await startIdentity(tdb.url);
    try {
      expect((await plain.app.inject({ url: "/api/v1/dev/mail" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

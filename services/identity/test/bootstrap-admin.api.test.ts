import { decodeJwt } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Identity, startIdentity, tokenFromLink } from "./harness.ts";
import { outboxMailTo } from "./verified-account.ts";

// Whoever signs up first with the operator's address must not become admin on that alone: the
// address has to be proven, by its mailed link, before BOOTSTRAP_ADMIN_EMAIL grants anything.

const BOSS = "boss@example.org";

let tdb: TestDatabase;
let id: Identity;

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url, { BOOTSTRAP_ADMIN_EMAIL: BOSS });
});
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

const roleOf = async (email: string) => {
  const { accessToken, headers } = await id.session(email);
  const me = await id.app.inject({ url: "/api/v1/me", headers });
  return { token: decodeJwt(accessToken).role, profile: me.json().profile.role };
};

it("does not make an unverified sign-up with BOOTSTRAP_ADMIN_EMAIL an admin, and does once it is verified", async () => {
  expect((await id.signUp(BOSS)).statusCode).toBe(201);
  expect(await roleOf(BOSS)).toEqual({ token: "user", profile: "user" });

  // Starting again does not grant it either while the address is unproven.
  const restarted = await startIdentity(tdb.url, { BOOTSTRAP_ADMIN_EMAIL: BOSS });
  await restarted.close();
  expect(await roleOf(BOSS)).toEqual({ token: "user", profile: "user" });

  const token = tokenFromLink(await outboxMailTo(id, BOSS), "/verify-email");
  const verified = await id.app.inject({
    method: "POST",
    url: "/api/v1/auth/verify-email",
    payload: { token },
  });
  expect(verified.statusCode).toBe(200);
  expect(await roleOf(BOSS)).toEqual({ token: "admin", profile: "admin" });
});

it("grants nothing to other addresses when they verify", async () => {
  const email = "member@example.org";
  await id.signUp(email);
  const token = tokenFromLink(await outboxMailTo(id, email), "/verify-email");
  await id.app.inject({ method: "POST", url: "/api/v1/auth/verify-email", payload: { token } });
  expect(await roleOf(email)).toEqual({ token: "user", profile: "user" });
});

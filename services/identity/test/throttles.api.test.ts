import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Identity, PASSWORD, startIdentity } from "./harness.ts";

let tdb: TestDatabase;
let id: Identity;
let n = 0;
const unique = (label: string) => `${label}-${++n}@example.org`;
const WRONG = "Wrong!Passw0rd";

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url);
});
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

function expectLimited(res: Awaited<ReturnType<Identity["signIn"]>>, code: string, message: RegExp) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe(code);
  expect(res.json().error.message).toMatch(message);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe("sign-in throttle", () => {
  it("lets 50 parallel wrong guesses at one account from one address make 5 attempts, no more", async () => {
    const email = unique("parallel");
    await id.signUp(email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => id.signIn(email, WRONG, "203.0.113.50")),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expectLimited(
      answers.find((r) => r.statusCode === 429)!,
      "TOO_MANY_ATTEMPTS",
      /too many sign-in attempts/i,
    );
    // even the right password waits at that address
    expect((await id.signIn(email, PASSWORD, "203.0.113.50")).statusCode).toBe(429);
  });

  it("cannot be used to lock the owner out: guesses from elsewhere slow down only the guesser", async () => {
    const email = unique("victim");
    await id.signUp(email);
    for (const attacker of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      for (let i = 0; i < 6; i++) await id.signIn(email, WRONG, attacker);
      expect((await id.signIn(email, WRONG, attacker)).statusCode).toBe(429);
    }
    expect((await id.signIn(email, PASSWORD, "192.0.2.10")).statusCode).toBe(200);
  });

  it("counts right passwords against no one, so many people can sign in from one address", async () => {
    const school = "192.0.2.77";
    const emails = Array.from({ length: 8 }, () => unique("pupil"));
    for (const email of emails) await id.signUp(email);
    for (let round = 0; round < 5; round++) {
      for (const email of emails) expect((await id.signIn(email, PASSWORD, school)).statusCode).toBe(200);
    }
  });

  it("forgets an address's failures at an account once it signs in", async () => {
    const email = unique("typo");
    await id.signUp(email);
    for (let i = 0; i < 4; i++) await id.signIn(email, WRONG, "192.0.2.5");
    expect((await id.signIn(email, PASSWORD, "192.0.2.5")).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await id.signIn(email, WRONG, "192.0.2.5")).statusCode).toBe(401);
  });
});

describe("rate limits beyond sign-in", () => {
  it("limits sign-ups to 20 an hour from one address", async () => {
    const from = "203.0.113.60";
    for (let i = 0; i < 20; i++)
      expect((await id.signUp(unique("crowd"), "Crowd", from)).statusCode).toBe(201);
    expectLimited(await id.signUp(unique("crowd"), "Crowd", from), "RATE_LIMITED", /too many accounts/i);
    expect((await id.signUp(unique("elsewhere"), "Elsewhere", "203.0.113.61")).statusCode).toBe(201);
  });

  it("limits password-reset confirmations to 10 in 15 minutes from one address", async () => {
    const confirm = (from: string) =>
      id.app.inject({
        method: "POST",
        url: "/api/v1/auth/password-reset/confirm",
        payload: { token: "guessed-token", password: "New!Passw0rd", confirmPassword: "New!Passw0rd" },
        remoteAddress: from,
      });
    for (let i = 0; i < 10; i++) expect((await confirm("203.0.113.70")).statusCode).toBe(400);
    expectLimited(await confirm("203.0.113.70"), "RATE_LIMITED", /too many password reset attempts/i);
    expect((await confirm("203.0.113.71")).statusCode).toBe(400);
  });

  it("limits Google sign-in starts to 20 in 15 minutes from one address, sending a browser back with the code", async () => {
    const start = (accept: string) =>
      id.app.inject({
        url: "/api/v1/auth/oidc/google/start",
        headers: { accept },
        remoteAddress: "203.0.113.80",
      });
    for (let i = 0; i < 20; i++) expect((await start("application/json")).statusCode).toBe(503);
    expectLimited(await start("application/json"), "RATE_LIMITED", /too many google sign-in attempts/i);
    const browser = await start("text/html");
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe("http://localhost:3000/auth?error=RATE_LIMITED");
  });

  it("limits verification mails per account with RATE_LIMITED", async () => {
    const email = unique("resend");
    await id.signUp(email);
    const resend = () =>
      id.app.inject({ method: "POST", url: "/api/v1/auth/resend-verification", payload: { email } });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(202);
    expectLimited(await resend(), "RATE_LIMITED", /too many emails/i);
  });

  it("limits an organisation to 20 invitations an hour, counting none an outsider was refused", async () => {
    const ownerEmail = unique("owner");
    const owner = await id.account(ownerEmail);
    const create = (name: string) =>
      id.app.inject({
        method: "POST",
        url: "/api/v1/organizations",
        headers: owner.headers,
        payload: { name, kind: "masjid", country: "gb" },
      });
    const orgA = (await create("Masjid A")).json().id as string;
    const orgB = (await create("Masjid B")).json().id as string;
    // signed in again so the token carries both memberships
    const me = await id.session(ownerEmail);
    const invite = (orgId: string, headers: Record<string, string>) =>
      id.app.inject({
        method: "POST",
        url: `/api/v1/organizations/${orgId}/invitations`,
        headers,
        payload: { email: unique("guest"), role: "staff" },
      });
    const outsider = await id.account(unique("outsider"));
    for (let i = 0; i < 5; i++) expect((await invite(orgA, outsider.headers)).statusCode).toBe(403);
    for (let i = 0; i < 20; i++) expect((await invite(orgA, me.headers)).statusCode).toBe(201);
    const over = await invite(orgA, me.headers);
    expectLimited(over, "RATE_LIMITED", /at most 20 invitations an hour/i);
    expect((await invite(orgB, me.headers)).statusCode).toBe(201);
  });
});

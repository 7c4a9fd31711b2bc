import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthMessages } from "@mawid/contracts/identity";
import { typed } from "../src/db/schema.ts";
import { RefreshTokenReusedError } from "../src/errors.ts";
import { rotateRefreshToken } from "../src/session/sessions.ts";
import {
  createTestDatabase,
  sampleOf,
  type SmtpCapture,
  startSmtpCapture,
  type TestDatabase,
} from "@mawid/testing";
import {
  type Identity,
  mailWithSubject,
  outboxViolations,
  PASSWORD,
  refreshCookie,
  startIdentity,
  tokenFromLink,
} from "./harness.ts";

let tdb: TestDatabase;
let smtp: SmtpCapture;
let id: Identity;

beforeAll(async () => {
  tdb = await createTestDatabase();
  smtp = await startSmtpCapture();
  id = await startIdentity(tdb.url, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await id?.close();
  await smtp?.close();
  await tdb?.drop();
});

describe("sign-up", () => {
  it("answers 400 with the seed's exact message for each field", async () => {
    const res = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-up",
      payload: { email: "not-an-email", password: "weak", confirmPassword: "other", displayName: "A" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: "Invalid email address",
      password:
        "Password must be at least 8 characters with uppercase, lowercase, number and special character",
      displayName: "Display name must be at least 2 characters",
      confirmPassword: "Passwords don't match",
    });
    const long = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-up",
      payload: {
        email: "a@example.org",
        password: PASSWORD,
        confirmPassword: `${PASSWORD}x`,
        displayName: "x".repeat(51),
      },
    });
    expect(long.json().error.fields).toEqual({
      displayName: AuthMessages.displayNameMax,
      confirmPassword: "Passwords don't match",
    });
  });

  it("requires a special character from the seed's list", async () => {
    const res = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-up",
      payload: {
        email: "a@example.org",
        password: "Abcdefg1",
        confirmPassword: "Abcdefg1",
        displayName: "Ab",
      },
    });
    expect(res.json().error.fields.password).toBe(AuthMessages.passwordRule);
  });

  it("mails a link that verifies the address", async () => {
    const res = await id.signUp("Maryam@Example.org", "Maryam");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      verificationEmailSent: true,
      user: { email: "maryam@example.org", emailVerified: false, displayName: "Maryam" },
    });
    const mail = await smtp.waitFor("maryam@example.org");
    expect(mail.text).toContain("http://localhost:3000/verify-email?token=");
    const token = tokenFromLink(mail.text, "/verify-email");
    const verified = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/verify-email",
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
    const again = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/verify-email",
      payload: { token },
    });
    expect(again.json().error.code).toBe("TOKEN_INVALID");
    const { headers } = await id.session("maryam@example.org");
    const me = await id.app.inject({ url: "/api/v1/me", headers });
    expect(me.json().user.emailVerified).toBe(true);
  });

  it("still creates the account when the mail cannot be sent, and says so", async () => {
    const broken = await startIdentity(tdb.url, { SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const res = await broken.signUp("no-mail@example.org");
      expect(res.statusCode).toBe(201);
      expect(res.json().verificationEmailSent).toBe(false);
      expect((await broken.signIn("no-mail@example.org")).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it("refuses a second account with the same email", async () => {
    await id.signUp("twice@example.org");
    const res = await id.signUp("TWICE@example.org");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("EMAIL_TAKEN");
  });

  it("publishes UserRegistered without any secret in it", async () => {
    await id.signUp("outbox@example.org");
    const rows = await id.ctx.db
      .selectFrom("identity.outbox" as never)
      .select(["topic" as never, "envelope" as never])
      .execute();
    const mine = (
      rows as { topic: string; envelope: { type: string; data: Record<string, unknown> } }[]
    ).find((r) => r.envelope.type === "UserRegistered" && r.envelope.data.email === "outbox@example.org");
    expect(mine?.topic).toBe("identity.user.v1");
    expect(JSON.stringify(mine)).not.toMatch(new RegExp(`scrypt|hash|${PASSWORD}`, "i"));
  });

  it("shows its event store at work on /metrics", async () => {
    const appended = 'identity_eventstore_appends_total{stream_type="identity.user",outcome="appended"}';
    const countOf = async () =>
      sampleOf((await id.app.inject({ method: "GET", url: "/metrics" })).body, appended) ?? 0;
    const before = await countOf();
    await id.signUp("metrics@example.org");
    expect(await countOf()).toBe(before + 1);
  });
});

describe("sign-in and tokens", () => {
  it("issues an RS256 access token that verifies against /.well-known/jwks.json", async () => {
    await id.signUp("token@example.org");
    const res = await id.signIn("token@example.org");
    expect(res.statusCode).toBe(200);
    const { accessToken, expiresIn, user } = res.json();
    expect(expiresIn).toBe(900);
    const jwks = (await id.app.inject({ url: "/.well-known/jwks.json" })).json();
    for (const privatePart of ["d", "p", "q", "dp", "dq", "qi"])
      expect(jwks.keys[0]).not.toHaveProperty(privatePart);
    const { payload } = await jwtVerify(accessToken, createLocalJWKSet(jwks), {
      issuer: "mawid-identity",
      audience: "mawid",
    });
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: "RS256", kid: jwks.keys[0].kid });
    expect(payload).toMatchObject({
      sub: user.id,
      email: "token@example.org",
      emailVerified: false,
      role: "user",
      orgs: {},
    });
    expect(payload.exp! - payload.iat!).toBe(900);
    const cookie = res.cookies.find((c) => c.name === "mawid_refresh")!;
    expect(cookie).toMatchObject({ httpOnly: true, path: "/api/v1/auth", sameSite: "Lax" });
    expect(cookie.secure).toBeFalsy();
  });

  it("gives one generic message for a wrong password and an unknown account", async () => {
    await id.signUp("generic@example.org");
    const wrong = await id.signIn("generic@example.org", "Wrong!Passw0rd");
    const unknown = await id.signIn("nobody@example.org", "Wrong!Passw0rd");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: "INVALID_CREDENTIALS", message: "Invalid email or password" });
    }
  });

  it("throttles an account after 5 failures, even with the right password", async () => {
    await id.signUp("throttle@example.org");
    for (let i = 0; i < 5; i++)
      expect((await id.signIn("throttle@example.org", "Wrong!Passw0rd")).statusCode).toBe(401);
    const res = await id.signIn("throttle@example.org");
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("TOO_MANY_ATTEMPTS");
    expect(res.json().error.message).toMatch(/too many sign-in attempts/i);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("throttles an IP address after 30 failures across accounts", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 30; i++) await id.signIn(`spray${i % 6}@example.org`, "Wrong!Passw0rd", ip);
    const res = await id.signIn("someone-else@example.org", "Wrong!Passw0rd", ip);
    expect(res.statusCode).toBe(429);
    expect((await id.signIn("someone-else@example.org", "Wrong!Passw0rd", "203.0.113.10")).statusCode).toBe(
      401,
    );
  });

  it("lets unverified accounts sign in, saying so in the claims", async () => {
    const { headers } = await id.account("unverified@example.org");
    const me = await id.app.inject({ url: "/api/v1/me", headers });
    expect(me.json().user.emailVerified).toBe(false);
  });
});

describe("refresh tokens", () => {
  const refresh = (token: string) =>
    id.app.inject({ method: "POST", url: "/api/v1/auth/refresh", cookies: { mawid_refresh: token } });

  it("rotates on every use, and reuse of an old one revokes the whole session", async () => {
    const s = await id.account("rotate@example.org");
    const first = await refresh(s.refresh);
    expect(first.statusCode).toBe(200);
    expect(first.json().accessToken).toBeTruthy();
    const second = refreshCookie(first)!;
    expect(second).not.toBe(s.refresh);
    const third = refreshCookie(await refresh(second))!;
    const reused = await refresh(s.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe("REFRESH_TOKEN_REUSED");
    // The thief's newest token is dead too.
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it("lets a client that lost the answer retry with the same token, and gives it the same successor", async () => {
    const s = await id.account("flaky-network@example.org");
    const lost = refreshCookie(await refresh(s.refresh))!;
    const retried = await refresh(s.refresh);
    expect(retried.statusCode).toBe(200);
    expect(refreshCookie(retried)).toBe(lost);
    expect((await refresh(lost)).statusCode).toBe(200);
  });

  it("treats a retry after the grace period as theft", async () => {
    const s = await id.account("late-retry@example.org");
    const db = typed(id.ctx.db);
    const first = await rotateRefreshToken(db, s.refresh, new Date(), 10_000);
    await expect(
      rotateRefreshToken(db, s.refresh, new Date(Date.now() + 11_000), 10_000),
    ).rejects.toBeInstanceOf(RefreshTokenReusedError);
    await expect(rotateRefreshToken(db, first.refreshToken, new Date(), 10_000)).rejects.toThrow();
  });

  it("signs out one session, lists sessions, and signs out everywhere", async () => {
    const a = await id.account("sessions@example.org");
    const b = await id.session("sessions@example.org");
    const c = await id.session("sessions@example.org");
    const list = await id.app.inject({
      url: "/api/v1/auth/sessions",
      headers: c.headers,
      cookies: { mawid_refresh: c.refresh },
    });
    expect(list.json().sessions).toHaveLength(3);
    expect(list.json().sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const out = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-out",
      cookies: { mawid_refresh: a.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(a.refresh)).statusCode).toBe(401);

    const victim = list.json().sessions.find((s: { current: boolean }) => !s.current);
    const other = await id.account("someone@example.org");
    const notMine = await id.app.inject({
      method: "DELETE",
      url: `/api/v1/auth/sessions/${victim.id}`,
      headers: other.headers,
    });
    expect(notMine.statusCode).toBe(404);

    const everywhere = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-out-everywhere",
      headers: c.headers,
    });
    expect(everywhere.statusCode).toBe(204);
    expect((await refresh(b.refresh)).statusCode).toBe(401);
    expect((await refresh(c.refresh)).statusCode).toBe(401);
  });

  it("refuses refresh without a cookie", async () => {
    expect((await id.app.inject({ method: "POST", url: "/api/v1/auth/refresh" })).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("mails a link that sets a new password and signs out old sessions", async () => {
    const s = await id.account("reset@example.org");
    const asked = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/password-reset",
      payload: { email: "reset@example.org" },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await mailWithSubject(smtp, "reset@example.org", "Reset");
    const token = tokenFromLink(mail.text, "/reset-password");
    const bad = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/password-reset/confirm",
      payload: { token, password: "New!Passw0rd", confirmPassword: "Other!Passw0rd" },
    });
    expect(bad.json().error.fields.confirmPassword).toBe("Passwords don't match");
    const ok = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/password-reset/confirm",
      payload: { token, password: "New!Passw0rd", confirmPassword: "New!Passw0rd" },
    });
    expect(ok.statusCode).toBe(204);
    expect((await id.signIn("reset@example.org")).statusCode).toBe(401);
    expect((await id.signIn("reset@example.org", "New!Passw0rd")).statusCode).toBe(200);
    const old = await id.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh",
      cookies: { mawid_refresh: s.refresh },
    });
    expect(old.statusCode).toBe(401);
  });

  it("answers the same for unknown accounts, and throttles", async () => {
    const ask = () =>
      id.app.inject({
        method: "POST",
        url: "/api/v1/auth/password-reset",
        payload: { email: "ghost@example.org" },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
  });

  it("throttles resending the verification mail", async () => {
    await id.signUp("resend@example.org");
    const resend = () =>
      id.app.inject({
        method: "POST",
        url: "/api/v1/auth/resend-verification",
        payload: { email: "resend@example.org" },
      });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(202);
    expect((await resend()).statusCode).toBe(429);
  });
});

describe("me", () => {
  it("returns the free tier with everyone's features, and saves profile changes", async () => {
    const { headers } = await id.account("me@example.org");
    const me = await id.app.inject({ url: "/api/v1/me", headers });
    expect(me.json()).toMatchObject({
      tier: "free",
      subscribed: false,
      organizations: [],
      whiteLabel: null,
      profile: { preferredTheme: "light", locale: "en", role: "user" },
    });
    expect(me.json().features.sort()).toEqual(
      ["basic_analytics", "donor_tickets", "gender_segregated_ticketing", "unlimited_events"].sort(),
    );
    const patched = await id.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers,
      payload: { preferredTheme: "dark", displayName: "Yusuf", locale: "ar" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().profile).toMatchObject({
      preferredTheme: "dark",
      displayName: "Yusuf",
      locale: "ar",
    });
    const bad = await id.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers,
      payload: { preferredTheme: "blue" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("needs the gateway's verified user", async () => {
    const res = await id.app.inject({ url: "/api/v1/me" });
    expect(res.statusCode).toBe(401);
  });

  it("lists the subscription features publicly", async () => {
    const res = await id.app.inject({ url: "/api/v1/subscription-features" });
    const rows = res.json().features as { tier: string; featureName: string; isEnabled: boolean }[];
    expect(rows.find((r) => r.tier === "masjid" && r.featureName === "white_label")?.isEnabled).toBe(false);
    expect(rows.find((r) => r.tier === "organization" && r.featureName === "white_label")?.isEnabled).toBe(
      true,
    );
  });
});

describe("published events", () => {
  it("match identity's versioned event contracts", async () => {
    expect(await outboxViolations(id)).toEqual([]);
  });
});

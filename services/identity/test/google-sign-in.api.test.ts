import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type OidcProvider, startOidcProvider, type TestDatabase } from "@mawid/testing";
import { type Identity, PASSWORD, refreshCookie, startIdentity } from "./harness.ts";

const PUBLIC_URL = "http://localhost:3000";
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/google/callback`;

let tdb: TestDatabase;
let provider: OidcProvider;
let id: Identity;

/** A browser's trip through the provider: follows redirects, keeps cookies, submits login and consent. */
async function throughProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(CALLBACK)) return url;
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    init = {};
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${res.status}):\n${html.slice(0, 500)}`);
    url = new URL(action, url).href;
    const body = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
    init = { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } };
  }
  throw new Error("too many steps through the provider");
}

async function googleSignIn(login: string) {
  const start = await id.app.inject({ url: "/api/v1/auth/oidc/google/start" });
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  expect(location.origin).toBe(provider.issuer);
  expect(location.searchParams.get("code_challenge_method")).toBe("S256");
  expect(location.searchParams.get("nonce")).toBeTruthy();
  const stateCookie = start.cookies.find((c) => c.name === "mawid_oidc")!.value;
  const callback = new URL(await throughProvider(location.href, login));
  return id.app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: { mawid_oidc: stateCookie },
  });
}

async function claimsAfter(res: Awaited<ReturnType<typeof googleSignIn>>) {
  const refreshed = await id.app.inject({
    method: "POST",
    url: "/api/v1/auth/refresh",
    cookies: { mawid_refresh: refreshCookie(res)! },
  });
  expect(refreshed.statusCode).toBe(200);
  return refreshed.json().user as { id: string; email: string; emailVerified: boolean; displayName: string };
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  provider = await startOidcProvider({
    redirectUri: CALLBACK,
    displayName: "Hafsa Google",
    emailVerified: (login) => !login.startsWith("unverified"),
  });
  id = await startIdentity(tdb.url, { PUBLIC_URL, ...provider.env });
});
afterAll(async () => {
  await id?.close();
  await provider?.close();
  await tdb?.drop();
});

describe("Google sign-in (OpenID Connect, code + PKCE + state + nonce)", () => {
  it("creates a verified account and comes back to /auth signed in", async () => {
    const res = await googleSignIn("hafsa@gmail.test");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/auth?oidc=ok`);
    const user = await claimsAfter(res);
    expect(user).toMatchObject({
      email: "hafsa@gmail.test",
      emailVerified: true,
      displayName: "Hafsa Google",
    });
    const again = await claimsAfter(await googleSignIn("hafsa@gmail.test"));
    expect(again.id).toBe(user.id);
  });

  it("links an existing account with the same email, and retires an unproven password", async () => {
    const up = await id.signUp("bilal@gmail.test");
    const user = await claimsAfter(await googleSignIn("bilal@gmail.test"));
    expect(user.id).toBe(up.json().user.id);
    expect(user.emailVerified).toBe(true);
    expect((await id.signIn("bilal@gmail.test", PASSWORD)).statusCode).toBe(401);
  });

  it("refuses an email the provider has not verified", async () => {
    const res = await googleSignIn("unverified@gmail.test");
    expect(res.headers.location).toBe(`${PUBLIC_URL}/auth?error=OIDC_EMAIL_NOT_VERIFIED`);
  });

  it("refuses a callback whose state is not this browser's", async () => {
    const start = await id.app.inject({ url: "/api/v1/auth/oidc/google/start" });
    const callback = new URL(await throughProvider(start.headers.location as string, "eve@gmail.test"));
    const res = await id.app.inject({
      url: `${callback.pathname}${callback.search}`,
      cookies: { mawid_oidc: "forged" },
    });
    expect(res.headers.location).toBe(`${PUBLIC_URL}/auth?error=OIDC_STATE_MISMATCH`);
    expect(refreshCookie(res)).toBeUndefined();
  });
});

describe("Google sign-in without configuration", () => {
  it("answers with a clear code", async () => {
    const bare = await startIdentity(tdb.url);
    try {
      const res = await bare.app.inject({ url: "/api/v1/auth/oidc/google/start" });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe("OIDC_NOT_CONFIGURED");
      const browser = await bare.app.inject({
        url: "/api/v1/auth/oidc/google/start",
        headers: { accept: "text/html" },
      });
      expect(browser.headers.location).toBe(`${PUBLIC_URL}/auth?error=OIDC_NOT_CONFIGURED`);
    } finally {
      await bare.close();
    }
  });
});

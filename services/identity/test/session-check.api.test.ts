import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZSessionCheckResponse } from "@mawid/contracts/identity";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Identity, refreshCookie, startIdentity } from "./harness.ts";

let tdb: TestDatabase;
let id: Identity;

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url);
});
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

const check = (token?: string) =>
  id.app.inject({
    method: "POST",
    url: "/api/v1/auth/session",
    ...(token === undefined ? {} : { cookies: { mawid_refresh: token } }),
  });

describe("the session check a page load makes", () => {
  it("answers 200 with no session for a visitor without a refresh cookie", async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(ZSessionCheckResponse.parse(res.json())).toEqual({ session: null });
    expect(refreshCookie(res)).toBeUndefined();
  });

  it("hands a signed-in browser its session and rotates the cookie", async () => {
    const s = await id.account("check@example.org");
    const res = await check(s.refresh);
    expect(res.statusCode).toBe(200);
    const { session } = ZSessionCheckResponse.parse(res.json());
    expect(session?.user.id).toBe(s.userId);
    expect(session?.accessToken).toBeTruthy();
    const next = refreshCookie(res);
    expect(next).toBeTruthy();
    expect(next).not.toBe(s.refresh);
    expect((await check(next)).statusCode).toBe(200);
  });

  it("still answers 401 for a token it does not know, and clears the cookie", async () => {
    const res = await check("not-a-real-token");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    const cleared = res.cookies.find((c) => c.name === "mawid_refresh");
    expect(cleared?.value).toBe("");
  });

  it("still answers 401 for a reused token, and revokes its session", async () => {
    const s = await id.account("reuse-check@example.org");
    const second = refreshCookie(await check(s.refresh))!;
    // once its successor has been used, the first token coming back can only be a stolen copy
    const third = refreshCookie(await check(second))!;
    const reused = await check(s.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe("REFRESH_TOKEN_REUSED");
    expect((await check(third)).statusCode).toBe(401);
  });

  it("leaves refresh without a cookie a 401, for callers that believe they hold a session", async () => {
    const res = await id.app.inject({ method: "POST", url: "/api/v1/auth/refresh" });
    expect(res.statusCode).toBe(401);
  });
});

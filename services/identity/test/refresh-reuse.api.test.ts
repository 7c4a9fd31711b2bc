import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { typed } from "../src/db/schema.ts";
import { RefreshTokenReusedError } from "../src/errors.ts";
import { rotateRefreshToken } from "../src/session/sessions.ts";
import { type Identity, refreshCookie, startIdentity } from "./harness.ts";

let tdb: TestDatabase;
let id: Identity;
let n = 0;
const unique = (label: string) => `${label}-${++n}@example.org`;

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url, { REFRESH_REUSE_GRACE_SECONDS: "10" });
});
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

const refresh = (token: string) =>
  id.app.inject({ method: "POST", url: "/api/v1/auth/refresh", cookies: { mawid_refresh: token } });

describe("a refresh token presented again", () => {
  it("by two tabs at once: both get the same new token and the session lives on", async () => {
    const s = await id.account(unique("two-tabs"));
    const [a, b] = await Promise.all([refresh(s.refresh), refresh(s.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const next = refreshCookie(a)!;
    expect(refreshCookie(b)).toBe(next);
    expect(next).not.toBe(s.refresh);
    const later = await refresh(next);
    expect(later.statusCode).toBe(200);
    expect(refreshCookie(later)).not.toBe(next);
  });

  it("within the grace window but after its successor was used: reuse, as the chain has moved on", async () => {
    const s = await id.account(unique("slow-tab"));
    const first = refreshCookie(await refresh(s.refresh))!;
    const second = refreshCookie(await refresh(first))!;
    const replay = await refresh(s.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe("REFRESH_TOKEN_REUSED");
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it("after the grace window: always reuse, revoking the session, though its successor was never used", async () => {
    const s = await id.account(unique("stolen"));
    const db = typed(id.ctx.db);
    const rotatedAt = new Date();
    const successor = await rotateRefreshToken(db, s.refresh, rotatedAt, 10_000);
    await expect(
      rotateRefreshToken(db, s.refresh, new Date(rotatedAt.getTime() + 10_001), 10_000),
    ).rejects.toBeInstanceOf(RefreshTokenReusedError);
    // the owner's live token goes with the session
    const owner = await refresh(successor.refreshToken);
    expect(owner.statusCode).toBe(401);
  });

  it("with no grace window configured: any second use is reuse", async () => {
    const strict = await startIdentity(tdb.url, { REFRESH_REUSE_GRACE_SECONDS: "0" });
    try {
      const s = await strict.account(unique("strict"));
      const rotate = (token: string) =>
        strict.app.inject({ method: "POST", url: "/api/v1/auth/refresh", cookies: { mawid_refresh: token } });
      const next = refreshCookie(await rotate(s.refresh))!;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const replay = await rotate(s.refresh);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.code).toBe("REFRESH_TOKEN_REUSED");
      expect((await rotate(next)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it("keeps the successor out of the database's plain sight", async () => {
    const s = await id.account(unique("sealed"));
    const next = refreshCookie(await refresh(s.refresh))!;
    const rows = (await id.ctx.db
      .selectFrom("identity.refresh_tokens" as never)
      .select(["token_hash", "successor_sealed"] as never)
      .execute()) as { token_hash: string; successor_sealed: string | null }[];
    expect(JSON.stringify(rows)).not.toContain(next);
    expect(rows.some((r) => r.successor_sealed !== null)).toBe(true);
  });
});

import { describe, expect, it, vi } from "vitest";
import { BAD_RESPONSE, toAppError } from "../../shared/http/app-error";
import { getAccessToken } from "../../shared/http/token-store";
import { refreshSession } from "./session";

const requests: string[] = [];
const answer = (status: number, body: unknown) =>
  vi.stubGlobal("fetch", async (request: Request) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });

describe("the session check a page load makes", () => {
  it("asks the check that answers a visitor without an error, and finds no session", async () => {
    answer(200, { session: null });
    await expect(refreshSession()).resolves.toBeNull();
    expect(requests.at(-1)).toBe("POST /api/v1/auth/session");
    expect(getAccessToken()).toBeNull();
  });

  it("treats a refused token as signed out", async () => {
    answer(401, { error: { code: "REFRESH_TOKEN_REUSED", message: "reused" } });
    await expect(refreshSession()).resolves.toBeNull();
  });

  it("rejects an answer outside its contract with a clear app error", async () => {
    answer(200, { session: { accessToken: 42 } });
    const error = await refreshSession().catch((e: unknown) => e);
    expect(toAppError(error).code).toBe(BAD_RESPONSE);
    expect(toAppError(error).message).toMatch(/session check answered outside its contract/);
  });
});

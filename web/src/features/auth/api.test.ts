import { describe, expect, it, vi } from "vitest";
import { viewer } from "../../app/viewers.fixtures";
import { BAD_RESPONSE, toAppError } from "../../shared/http/app-error";
import { fetchMe } from "./api";

const answer = (body: unknown) =>
  vi.stubGlobal(
    "fetch",
    async () => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
  );

describe("the profile (me) answer", () => {
  it("is read through its contract", async () => {
    const { me } = viewer({ roles: ["staff"] });
    answer(me);
    await expect(fetchMe()).resolves.toEqual(me);
  });

  it("outside its contract is a clear app error, not a page that breaks on a missing list", async () => {
    const { me } = viewer();
    answer({ ...me, organizations: undefined });
    const error = await fetchMe().catch((e: unknown) => e);
    expect(toAppError(error)).toMatchObject({ code: BAD_RESPONSE, status: null });
    expect(toAppError(error).message).toMatch(/me answered outside its contract: organizations/);
  });
});

import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "@mawid/contracts/platform";
import { startPlatform, type TestPlatform } from "./helpers.ts";

/** Sends the path byte for byte: fetch's URL parser would resolve dot segments before sending. */
function raw(base: string, method: string, path: string): Promise<{ status: number; code: string | null }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        const parsed = ZErrorBody.safeParse(JSON.parse(body));
        resolve({ status: res.statusCode ?? 0, code: parsed.success ? parsed.data.error.code : null });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("gateway route rules on encoded paths", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it("asks for a token on a write however its path is spelt", async () => {
    for (const path of [
      "/api/v1/events",
      "/api/v1/%65vents",
      "/api/v1/%65%76%65%6e%74%73",
      "/api/v1//events",
    ]) {
      expect(await raw(p.url, "POST", path), path).toEqual({ status: 401, code: "UNAUTHENTICATED" });
    }
    expect(await raw(p.url, "GET", "/api/v1/auth/%73essions")).toEqual({
      status: 401,
      code: "UNAUTHENTICATED",
    });
  });

  it("forwards nothing for dot segments and encoded slashes", async () => {
    for (const path of [
      "/api/v1/events/..%2f",
      "/api/v1/auth/%2e%2e/me",
      "/api/v1/auth/../me",
      "/api/v1/me.",
    ]) {
      expect(await raw(p.url, "GET", path), path).toEqual({ status: 404, code: "NOT_FOUND" });
    }
  });
});

import { describe, expect, it, vi } from "vitest";
import { Logger } from "./logger";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("logger", () => {
  it("keeps the last 100 entries in its ring buffer", () => {
    const logger = new Logger({ console: null, storage: null, fetch: vi.fn() });
    for (let i = 0; i < 150; i++) logger.info(`entry ${i}`);
    const entries = logger.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.message).toBe("entry 50");
    expect(entries.at(-1)?.message).toBe("entry 149");
  });

  it("sends errors to /api/logs with the wire field names", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    const logger = new Logger({ console: null, storage: memoryStorage(), fetch, sessionId: "s1" });
    logger.setUser("u1");
    logger.error("boom", { where: "test" });
    logger.info("not sent");
    await logger.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/logs");
    const body = JSON.parse(String(init.body)) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ level: "error", message: "boom", session_id: "s1", user_id: "u1" });
    expect(body[0]?.timestamp).toEqual(expect.any(String));
  });

  it("sends the signed-in user's token, so the server knows who logged without trusting user_id", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    let token: string | null = null;
    const logger = new Logger({ console: null, storage: null, fetch, accessToken: () => token });
    logger.error("signed out");
    await logger.flush();
    token = "access-token";
    logger.error("signed in");
    await logger.flush();
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers[0]).not.toHaveProperty("authorization");
    expect(headers[1]).toMatchObject({ authorization: "Bearer access-token" });
  });

  it("keeps at most the last 50 entries under pending_logs when sending fails, and sends them later", async () => {
    const storage = memoryStorage();
    let online = false;
    const fetch = vi.fn(async () => {
      if (!online) throw new TypeError("offline");
      return new Response(null, { status: 202 });
    });
    const logger = new Logger({ console: null, storage, fetch });
    for (let i = 0; i < 60; i++) logger.error(`failure ${i}`);
    await logger.flush();
    const pending = JSON.parse(storage.getItem("pending_logs") ?? "[]") as Array<{ message: string }>;
    expect(pending).toHaveLength(50);
    expect(pending[0]?.message).toBe("failure 10");
    expect(pending.at(-1)?.message).toBe("failure 59");

    online = true;
    const later = new Logger({ console: null, storage, fetch });
    expect(await later.flush()).toBe(true);
    const body = JSON.parse(
      String((fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body),
    ) as unknown[];
    expect(body).toHaveLength(50);
    expect(storage.getItem("pending_logs")).toBeNull();
  });

  it("writes to the console: output is not silenced", () => {
    const out = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const logger = new Logger({ console: out, storage: null, fetch: vi.fn(), remoteLevels: [] });
    logger.warn("careful");
    expect(out.warn).toHaveBeenCalledWith("[warn] careful", "");
  });
});

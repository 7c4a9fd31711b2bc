import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildGateway } from "../src/app.ts";
import { loadGatewayConfig } from "../src/config.ts";
import { startUpstreams, type TestUpstreams, withinOneRateWindow } from "./helpers.ts";

interface Line {
  level: number;
  msg: string;
  source?: string;
  clientLevel?: string;
  userId?: string | null;
  clientEntry?: { sessionId: string | null; context: Record<string, unknown> | null };
}

const entry = (over: Record<string, unknown> = {}) => ({
  level: "error",
  message: "checkout crashed",
  timestamp: new Date().toISOString(),
  session_id: "browser-1",
  ...over,
});

describe("/api/logs", () => {
  let services: TestUpstreams;
  let gateway: FastifyInstance;
  let lines: Line[] = [];

  beforeAll(async () => {
    services = await startUpstreams();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    gateway = await buildGateway({
      config: loadGatewayConfig({
        ...services.urls,
        WEB_DIST: "/nonexistent",
        RATE_LIMIT_LOGS_PER_IP: "6",
        RATE_LIMIT_LOGS_PER_SESSION: "4",
      }),
      logger: { level: "debug", stream },
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await services?.close();
  });
  beforeEach(async () => {
    lines = [];
    await withinOneRateWindow(10);
  });

  const post = (body: unknown, from: string, headers: Record<string, string> = {}) =>
    gateway.inject({
      method: "POST",
      url: "/api/logs",
      payload: body as object,
      remoteAddress: from,
      headers,
    });
  const clientLines = () => lines.filter((l) => l.source === "client");

  it("logs a client's error as a client line at info, never as the gateway's own error", async () => {
    const res = await post([entry(), entry({ level: "debug", message: "render" })], "198.51.100.1");
    expect(res.statusCode).toBe(202);
    expect(clientLines().map((l) => [l.level, l.clientLevel, l.msg])).toEqual([
      [30, "error", "checkout crashed"],
      [20, "debug", "render"],
    ]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it("takes the user from the verified token, never from the entry, and keeps the client's fields apart", async () => {
    const claimed = entry({ user_id: "an-admin's-id", context: { source: "server", userId: "x" } });
    await post(claimed, "198.51.100.2");
    const token = await services.identity.sign({ sub: "5f1e2d3c-4b5a-4968-8776-655443322110" });
    await post(claimed, "198.51.100.2", { authorization: `Bearer ${token}` });
    const forged = await services.identity.forge({ sub: "0b6a4f5e-3c1d-4e8f-9a2b-000000000000" });
    await post(claimed, "198.51.100.2", { authorization: `Bearer ${forged}` });
    expect(clientLines().map((l) => l.userId)).toEqual([null, "5f1e2d3c-4b5a-4968-8776-655443322110", null]);
    for (const line of clientLines()) {
      expect(line.source).toBe("client");
      expect(line.clientEntry?.context).toEqual({ source: "server", userId: "x" });
      expect(JSON.stringify(line)).not.toContain("an-admin's-id");
    }
  });

  it("counts each entry of a batch against the address's budget", async () => {
    const from = "198.51.100.3";
    const batch = (n: number, session: string) =>
      Array.from({ length: n }, () => entry({ session_id: session }));
    expect((await post(batch(4, "a"), from)).statusCode).toBe(202);
    const over = await post(batch(3, "b"), from);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("RATE_LIMITED");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(clientLines()).toHaveLength(4);
    // another address has its own budget
    expect((await post(batch(3, "c"), "198.51.100.4")).statusCode).toBe(202);
  });

  it("gives a session one budget whichever address it writes from", async () => {
    const session = (n: number, from: string) =>
      post(
        Array.from({ length: n }, () => entry({ session_id: "roaming-phone" })),
        from,
      );
    expect((await session(3, "198.51.100.5")).statusCode).toBe(202);
    expect((await session(2, "198.51.100.6")).statusCode).toBe(429);
    expect((await post(entry({ session_id: "someone-else" }), "198.51.100.6")).statusCode).toBe(202);
    // a signed-in user's budget follows the user, whatever session id the entries carry
    const token = await services.identity.sign({ sub: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f" });
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await post([entry({ session_id: "x1" }), entry({ session_id: "x1" })], "198.51.100.7", auth))
        .statusCode,
    ).toBe(202);
    expect(
      (await post([entry({ session_id: "x2" }), entry({ session_id: "x2" })], "198.51.100.8", auth))
        .statusCode,
    ).toBe(202);
    expect((await post(entry({ session_id: "x3" }), "198.51.100.9", auth)).statusCode).toBe(429);
  });

  it("bounds an entry's size and a batch's count", async () => {
    const big = await post(entry({ context: { stack: "x".repeat(13 * 1024) } }), "198.51.100.10");
    expect(big.statusCode).toBe(400);
    expect(big.json().error.code).toBe("VALIDATION_FAILED");
    expect(big.json().error.message).toBe("A log entry is at most 12 KiB");
    const many = await post(
      Array.from({ length: 51 }, () => entry()),
      "198.51.100.11",
    );
    expect(many.statusCode).toBe(400);
    expect(clientLines()).toEqual([]);
  });
});

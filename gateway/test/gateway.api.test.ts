import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFIED_USER_HEADER, ZErrorBody, ZPlatformHealth } from "@mawid/contracts/platform";
import { freePort } from "@mawid/local-postgres/free-port";
import { listenOnUnixSocket, type UnixSocketListener } from "@mawid/service";
import { buildGateway } from "../src/app.ts";
import { loadGatewayConfig } from "../src/config.ts";
import {
  CLAIMS,
  expectError,
  startPlatform,
  startUpstreams,
  type TestPlatform,
  UUID_V4,
  withinOneRateWindow,
} from "./helpers.ts";

interface Echo {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

describe("gateway", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it("answers 401 UNAUTHENTICATED in the error shape without a token on a protected route", async () => {
    await expectError(await fetch(`${p.url}/api/v1/me`), 401, "UNAUTHENTICATED");
    await expectError(await fetch(`${p.url}/api/v1/events`, { method: "POST" }), 401, "UNAUTHENTICATED");
  });

  it("answers 401 INVALID_TOKEN to a token signed by another key, and to garbage", async () => {
    const forged = await p.identity.forge({ role: "admin" });
    await expectError(
      await fetch(`${p.url}/api/v1/me`, { headers: { authorization: `Bearer ${forged}` } }),
      401,
      "INVALID_TOKEN",
    );
    await expectError(
      await fetch(`${p.url}/api/v1/me`, { headers: { authorization: "Bearer not.a.jwt" } }),
      401,
      "INVALID_TOKEN",
    );
    // a token from another issuer, correctly signed, is not ours either
    const foreign = await p.identity.sign({}, { issuer: "someone-else" });
    await expectError(
      await fetch(`${p.url}/api/v1/me`, { headers: { authorization: `Bearer ${foreign}` } }),
      401,
      "INVALID_TOKEN",
    );
  });

  it("answers 401 TOKEN_EXPIRED to an expired token, even on a public read", async () => {
    const expired = await p.identity.sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    await expectError(
      await fetch(`${p.url}/api/v1/me`, { headers: { authorization: `Bearer ${expired}` } }),
      401,
      "TOKEN_EXPIRED",
    );
    await expectError(
      await fetch(`${p.url}/api/v1/events`, { headers: { authorization: `Bearer ${expired}` } }),
      401,
      "TOKEN_EXPIRED",
    );
  });

  it("forwards the token for the service to verify, and no claims header of its own or a client's", async () => {
    const token = await p.identity.sign();
    const spoofed = Buffer.from(JSON.stringify({ ...CLAIMS, role: "admin" })).toString("base64url");
    const res = await fetch(`${p.url}/api/v1/events/e1/ticket-types?x=1`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        [VERIFIED_USER_HEADER]: spoofed,
        "content-type": "application/json",
        "x-request-id": "req-123",
      },
      body: JSON.stringify({ name: "General" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("req-123");
    expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const echo = (await res.json()) as Echo;
    expect(echo.service).toBe("ticketing");
    expect(echo.url).toBe("/api/v1/events/e1/ticket-types?x=1");
    expect(echo.body).toEqual({ name: "General" });
    expect(echo.headers[VERIFIED_USER_HEADER]).toBeUndefined();
    expect(echo.headers.authorization).toBe(`Bearer ${token}`);
    expect(echo.headers["x-request-id"]).toBe("req-123");
    expect(echo.headers.traceparent).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-01$/);
    expect(echo.headers["x-forwarded-for"]).toBe("127.0.0.1");

    // anonymous on a public read: the spoofed header is stripped, nothing is added
    const anon = (await (
      await fetch(`${p.url}/api/v1/events/e1`, {
        headers: {
          [VERIFIED_USER_HEADER]: spoofed,
          traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
        },
      })
    ).json()) as Echo;
    expect(anon.service).toBe("events");
    expect(anon.headers[VERIFIED_USER_HEADER]).toBeUndefined();
    expect(anon.headers.traceparent).toBe("00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01");
    expect(anon.headers["x-request-id"]).toMatch(UUID_V4);

    // sign-in routes never look at the token and never forward a user
    const login = (await (
      await fetch(`${p.url}/api/v1/auth/login`, {
        method: "POST",
        headers: {
          authorization: "Bearer junk",
          [VERIFIED_USER_HEADER]: spoofed,
          "content-type": "application/json",
        },
        body: "{}",
      })
    ).json()) as Echo;
    expect(login.service).toBe("identity");
    expect(login.headers[VERIFIED_USER_HEADER]).toBeUndefined();
  });

  it("forwards the client's address as it saw it, never one the client wrote", async () => {
    const res = await fetch(`${p.url}/api/v1/events/e1`, {
      headers: {
        "x-forwarded-for": "203.0.113.9",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
    });
    const echo = (await res.json()) as Echo;
    expect(echo.headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(echo.headers["x-forwarded-host"]).toBeUndefined();
    expect(echo.headers["x-forwarded-proto"]).toBeUndefined();
  });

  it("verifies a token once and then serves it from the cache", async () => {
    const token = await p.identity.sign({ email: "cached@example.org" });
    const before = p.identity.jwksRequests();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${p.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(p.identity.jwksRequests() - before).toBeLessThanOrEqual(1);
  });

  it("answers an unknown /api path with 404 in the error shape", async () => {
    await expectError(await fetch(`${p.url}/api/v1/nothing-here`), 404, "NOT_FOUND");
    await expectError(await fetch(`${p.url}/api/unknown`), 404, "NOT_FOUND");
    await expectError(await fetch(`${p.url}/nowhere`, { method: "POST" }), 404, "NOT_FOUND");
  });

  it("answers 503 SERVICE_UNAVAILABLE when the owning service is down", async () => {
    const analytics = p.upstreams.get("analytics")!;
    await analytics.close();
    const token = await p.identity.sign();
    const res = await fetch(`${p.url}/api/v1/analytics/sales`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await expectError(res, 503, "SERVICE_UNAVAILABLE");
    const metrics = await (await fetch(`${p.url}/metrics`)).text();
    expect(metrics).toMatch(/gateway_upstream_errors_total\{service="analytics",kind="unavailable"\} 1/);
    expect(metrics).toContain("gateway_http_request_duration_seconds_bucket");
  });

  it("reports the platform's health, and a stopped service as down within 5 s", async () => {
    const first = ZPlatformHealth.parse(await (await fetch(`${p.url}/api/v1/health`)).json());
    expect(first.services.map((s) => s.service)).toEqual([
      "identity",
      "events",
      "ticketing",
      "payments",
      "checkin",
      "analytics",
    ]);
    expect(first.gateway.rateLimits).toEqual({ sharedWith: "none", status: "up" });
    const events = first.services.find((s) => s.service === "events")!;
    expect(events.status).toBe("up");
    expect(events.latencyMs).toBeTypeOf("number");
    expect(events.consumerLag).toBe(3);
    expect(events.parkedMessages).toBe(1);

    await p.upstreams.get("checkin")!.close();
    const stoppedAt = Date.now();
    let checkin = "up";
    while (Date.now() - stoppedAt < 5_000) {
      const health = ZPlatformHealth.parse(await (await fetch(`${p.url}/api/v1/health`)).json());
      checkin = health.services.find((s) => s.service === "checkin")!.status;
      if (checkin === "down") {
        expect(health.status).toBe("degraded");
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(checkin).toBe("down");
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
  });

  it("accepts client logs (one or a batch) with 202 and validates them", async () => {
    const entry = { level: "error", message: "boom", timestamp: new Date().toISOString(), session_id: "s1" };
    const post = (body: unknown) =>
      fetch(`${p.url}/api/logs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    expect((await post(entry)).status).toBe(202);
    expect((await post([entry, { ...entry, level: "info", user_id: "u1" }])).status).toBe(202);
    await expectError(await post({ ...entry, level: "fatal" }), 400, "VALIDATION_FAILED");
    await expectError(await post({ level: "info" }), 400, "VALIDATION_FAILED");
    await expectError(await post(Array.from({ length: 51 }, () => entry)), 400, "VALIDATION_FAILED");
    await expectError(await post({ ...entry, message: "x".repeat(70 * 1024) }), 413, "PAYLOAD_TOO_LARGE");
  });

  it("serves a short page for the SPA's paths when the web app is not built", async () => {
    const res = await fetch(`${p.url}/events/123`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("not built");
  });
});

describe("gateway rate limits", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({
      RATE_LIMIT_PER_IP: "5",
      RATE_LIMIT_LOGS_PER_IP: "2",
      RATE_LIMIT_PER_USER: "3",
    });
  });
  afterAll(async () => {
    await p?.close();
  });

  it("answers 429 in the error shape with retry-after beyond the per-IP limit", async () => {
    await withinOneRateWindow(5);
    for (let i = 0; i < 5; i++) expect((await fetch(`${p.url}/api/v1/events`)).status).toBe(200);
    const res = await fetch(`${p.url}/api/v1/events`);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectError(res, 429, "RATE_LIMITED");
  });

  it("limits client logs harder", async () => {
    const entry = { level: "info", message: "hi", timestamp: Date.now() };
    const post = () =>
      fetch(`${p.url}/api/logs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(entry),
      });
    await withinOneRateWindow(5);
    expect((await post()).status).toBe(202);
    expect((await post()).status).toBe(202);
    const res = await post();
    expect(res.headers.get("retry-after")).toBeTruthy();
    await expectError(res, 429, "RATE_LIMITED");
  });
});

describe("gateway per-user rate limit", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ RATE_LIMIT_PER_USER: "3" });
  });
  afterAll(async () => {
    await p?.close();
  });

  it("limits each signed-in user on their own", async () => {
    const amina = await p.identity.sign();
    const yusuf = await p.identity.sign({ sub: "5f1e2d3c-4b5a-4968-8776-655443322110" });
    const get = (token: string) =>
      fetch(`${p.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    await withinOneRateWindow(5);
    for (let i = 0; i < 3; i++) expect((await get(amina)).status).toBe(200);
    await expectError(await get(amina), 429, "RATE_LIMITED");
    expect((await get(yusuf)).status).toBe(200);
  });
});

describe("gateway SPA", () => {
  it("serves the built SPA with immutable assets and a history fallback to index.html", async () => {
    const dist = mkdtempSync(join(tmpdir(), "mawid-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><div id=root>mawid-spa</div>");
    writeFileSync(join(dist, "assets", "index-B1a2C3d4.js"), "console.log(1)");
    const config = loadGatewayConfig({ WEB_DIST: dist });
    const app = await buildGateway({ config, logger: false });
    try {
      const asset = await app.inject("/assets/index-B1a2C3d4.js");
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      for (const path of ["/", "/events/42/tickets", "/index.html"]) {
        const page = await app.inject(path);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("mawid-spa");
        expect(page.headers["cache-control"]).toBe("no-cache");
        expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: https:");
      }
      const api = await app.inject("/api/v1/nope");
      expect(api.statusCode).toBe(404);
      expect(ZErrorBody.parse(api.json()).error.code).toBe("NOT_FOUND");
    } finally {
      await app.close();
    }
  });
});

describe("gateway upstream timeout and CORS", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ UPSTREAM_TIMEOUT_MS: "300", CORS_ORIGINS: "https://partner.example" });
  });
  afterAll(async () => {
    await p?.close();
  });

  it("answers 504 when the service does not answer in time", async () => {
    // the events service accepts the connection and never answers
    const events = p.upstreams.get("events")!;
    events.app.server.removeAllListeners("request");
    events.app.server.on("request", () => {
      // never answers
    });
    const res = await fetch(`${p.url}/api/v1/events/e1`);
    await expectError(res, 504, "GATEWAY_TIMEOUT");
  });

  it("sends CORS headers only to the configured origins", async () => {
    const allowed = await fetch(`${p.url}/api/v1/discover`, {
      headers: { origin: "https://partner.example" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    const other = await fetch(`${p.url}/api/v1/subscription-features`, {
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${p.url}/api/v1/orders`, {
      method: "OPTIONS",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });
});

describe("gateway when clients leave before their answer", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    // one upstream connection, so that requests queue in the gateway behind a slow one
    p = await startPlatform({ UPSTREAM_CONNECTIONS: "1" });
    const events = p.upstreams.get("events")!;
    events.app.server.removeAllListeners("request");
    events.app.server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      const body = JSON.stringify({ url: req.url, padding: "x".repeat(256 * 1024) });
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end(body), 100);
    });
  });
  afterAll(async () => {
    await p?.close();
  });

  it("keeps serving others after callers hang up on queued requests", async () => {
    const leaving = Array.from({ length: 8 }, (_, i) =>
      fetch(`${p.url}/api/v1/events/leaver-${i}`, { signal: AbortSignal.timeout(50) }).catch(() => null),
    );
    await Promise.all(leaving);
    const res = await fetch(`${p.url}/api/v1/events/stayer`, { signal: AbortSignal.timeout(5_000) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toBe("/api/v1/events/stayer");
  });
});

describe("gateway to a service on its Unix socket", () => {
  let p: TestPlatform;
  let dir: string;
  let socket: UnixSocketListener;
  beforeAll(async () => {
    // EVENTS_URL names a port nobody listens on: an answer can only have come over the socket
    dir = mkdtempSync(join(tmpdir(), "mawid-gateway-socket-"));
    const path = join(dir, "events.sock");
    const upstreams = await startUpstreams();
    socket = await listenOnUnixSocket(upstreams.upstreams.get("events")!.app.server, path);
    p = await startPlatform(
      { EVENTS_URL: `http://127.0.0.1:${await freePort()}`, EVENTS_SOCKET: path },
      upstreams,
    );
  });
  afterAll(async () => {
    await socket?.close();
    await p?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("forwards requests and health checks over the socket", async () => {
    const res = await fetch(`${p.url}/api/v1/events/e1?x=1`);
    expect(res.status).toBe(200);
    const echo = (await res.json()) as Echo;
    expect(echo.service).toBe("events");
    expect(echo.url).toBe("/api/v1/events/e1?x=1");
    expect(res.headers.get("x-request-id")).toBe(echo.headers["x-request-id"]);

    const health = ZPlatformHealth.parse(await (await fetch(`${p.url}/api/v1/health`)).json());
    expect(health.services.find((s) => s.service === "events")!.status).toBe("up");
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listenOnUnixSocket,
  type ServiceDefinition,
  startTestService,
  type TestService,
  type UnixSocketListener,
  verifiedUser,
} from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { buildGateway } from "../src/app.ts";
import { loadGatewayConfig } from "../src/config.ts";
import { CLAIMS } from "./helpers.ts";

// A real service behind the real gateway, over its Unix socket as npm start runs them: what the
// service believes of a caller is what it verified itself, and the client address the gateway saw.

let jwks: unknown;
const probe: ServiceDefinition = {
  name: "probe",
  version: "test",
  async routes(app) {
    // the test service stands in for identity: the gateway fetches the keys over the same socket
    app.get("/.well-known/jwks.json", async () => jwks);
    app.get("/api/v1/probe/caller", async (request) => ({
      ip: request.ip,
      sub: verifiedUser(request)?.sub ?? null,
      role: verifiedUser(request)?.role ?? null,
    }));
  },
};

let tdb: TestDatabase;
let svc: TestService<unknown>;
let socket: UnixSocketListener;
let gateway: FastifyInstance;
let base: string;
const dir = mkdtempSync(join(tmpdir(), "mawid-trust-"));

beforeAll(async () => {
  tdb = await createTestDatabase();
  svc = await startTestService(probe, tdb.url);
  jwks = svc.jwks;
  const socketPath = join(dir, "probe.sock");
  socket = await listenOnUnixSocket(svc.app.server, socketPath);
  gateway = await buildGateway({
    config: loadGatewayConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      IDENTITY_URL: "http://localhost",
      IDENTITY_SOCKET: socketPath,
      GATEWAY_EXTRA_ROUTES: JSON.stringify([
        {
          path: "/api/v1/probe*",
          service: "probe",
          url: "http://localhost",
          socket: socketPath,
          auth: "optional",
        },
      ]),
    }),
    logger: false,
  });
  await gateway.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await gateway?.close();
  await socket?.close();
  await svc?.close();
  await tdb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const caller = async (headers: Record<string, string>) =>
  (await (await fetch(`${base}/api/v1/probe/caller`, { headers })).json()) as {
    ip: string;
    sub: string | null;
    role: string | null;
  };

describe("a service behind the gateway", () => {
  it("sees the client address the gateway saw, not the X-Forwarded-For the client wrote", async () => {
    expect((await caller({ "x-forwarded-for": "203.0.113.9" })).ip).toBe("127.0.0.1");
  });

  it("knows the caller from the token the gateway passed on, and nothing from a claims header", async () => {
    const user = await caller(await svc.bearer(CLAIMS));
    expect(user).toMatchObject({ sub: CLAIMS.sub, role: "user" });
    const madeUp = Buffer.from(JSON.stringify({ ...CLAIMS, role: "admin" })).toString("base64url");
    expect(await caller({ "x-mawid-user": madeUp })).toMatchObject({ sub: null, role: null });
  });
});

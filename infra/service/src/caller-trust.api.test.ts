import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import type { ServiceDefinition } from "./definition.ts";
import { startTestService, type TestService } from "./testing.ts";
import { listenOnUnixSocket, type UnixSocketListener } from "./unix-socket.ts";
import { requirePlatformAdmin, requireUser, verifiedUser } from "./user.ts";

const probe: ServiceDefinition = {
  name: "probe",
  version: "test",
  async routes(app) {
    app.get("/whoami", async (request) => ({ sub: requireUser(request).sub }));
    app.get("/admin-only", async (request) => ({ sub: requirePlatformAdmin(request).sub }));
    app.get("/maybe", async (request) => ({ sub: verifiedUser(request)?.sub ?? null }));
    app.get("/ip", async (request) => ({ ip: request.ip }));
  },
};

const admin: TAccessClaims = {
  sub: "9b2f3c1e-1d2e-4f3a-8b5c-6d7e8f9a0b1c",
  email: "admin@example.org",
  emailVerified: true,
  role: "admin",
  orgs: {},
};

/** What the gateway used to forward, and anyone who reaches a service can still write. */
const madeUpClaimsHeader = { "x-mawid-user": Buffer.from(JSON.stringify(admin)).toString("base64url") };

/** A well-formed token for the same claims, signed by a key identity never published. */
async function signedElsewhere(kid: string): Promise<Record<string, string>> {
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ ...admin })
    .setProtectedHeader({ alg: "EdDSA", kid, typ: "JWT" })
    .setIssuer("mawid-identity")
    .setAudience("mawid")
    .setSubject(admin.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
  return { authorization: `Bearer ${token}` };
}

let tdb: TestDatabase;
let svc: TestService<unknown>;
beforeAll(async () => {
  tdb = await createTestDatabase();
  svc = await startTestService(probe, tdb.url);
});
afterAll(async () => {
  await svc?.close();
  await tdb?.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  svc.app.inject({ method: "GET", url, headers });

describe("a service believes a caller only from an access token it verified", () => {
  it("knows an administrator from a token signed by identity's key", async () => {
    const res = await get("/admin-only", await svc.bearer(admin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sub: admin.sub });
  });

  it("refuses a made-up claims header: the caller is anonymous", async () => {
    const res = await get("/admin-only", madeUpClaimsHeader);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    expect((await get("/maybe", madeUpClaimsHeader)).json()).toEqual({ sub: null });
  });

  it("refuses a token signed by another key, whatever key id it names", async () => {
    for (const kid of ["test-service-key", randomUUID()]) {
      const headers = await signedElsewhere(kid);
      const res = await get("/admin-only", headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("INVALID_TOKEN");
      expect((await get("/maybe", headers)).json()).toEqual({ sub: null });
    }
  });

  it("refuses an expired token with its own code, so the client knows to refresh", async () => {
    const headers = await svc.bearer(admin, new Date(Date.now() - 1_000));
    const res = await get("/whoami", headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("TOKEN_EXPIRED");
    expect((await get("/maybe", headers)).json()).toEqual({ sub: null });
  });

  it("refuses another scheme than Bearer, and answers an anonymous caller on a public route", async () => {
    const basic = await get("/whoami", { authorization: "Basic YWRtaW46YWRtaW4=" });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().error.code).toBe("INVALID_TOKEN");
    expect((await get("/whoami")).json().error.code).toBe("UNAUTHENTICATED");
    expect((await get("/maybe")).json()).toEqual({ sub: null });
  });
});

/** GET over a Unix socket or TCP, answering the JSON body. */
function ask(
  target: { socketPath: string } | { port: number },
  path: string,
  headers: Record<string, string>,
) {
  return new Promise<unknown>((resolve, reject) => {
    const req = httpRequest({ ...target, host: "127.0.0.1", path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve(JSON.parse(body)));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a service believes a forwarded client address only from the gateway", () => {
  const dir = mkdtempSync(join(tmpdir(), "mawid-trust-"));
  const socketPath = join(dir, "probe.sock");
  let behindGateway: TestService<unknown>;
  let port: number;
  let gatewayPort: number;
  let socket: UnixSocketListener;
  beforeAll(async () => {
    await svc.app.listen({ port: 0, host: "127.0.0.1" });
    port = (svc.app.server.address() as { port: number }).port;
    socket = await listenOnUnixSocket(svc.app.server, socketPath);
    behindGateway = await startTestService(probe, tdb.url, { GATEWAY_ADDRESSES: "127.0.0.1, 10.0.0.0/8" });
    await behindGateway.app.listen({ port: 0, host: "127.0.0.1" });
    gatewayPort = (behindGateway.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await socket?.close();
    await behindGateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("ignores X-Forwarded-For from a peer that reached it over TCP", async () => {
    const seen = await ask({ port }, "/ip", { "x-forwarded-for": "203.0.113.9" });
    expect(seen).toEqual({ ip: "127.0.0.1" });
  });

  it("takes the gateway's one entry over its Unix socket, never an earlier one a client wrote", async () => {
    expect(await ask({ socketPath }, "/ip", { "x-forwarded-for": "203.0.113.9" })).toEqual({
      ip: "203.0.113.9",
    });
    expect(await ask({ socketPath }, "/ip", { "x-forwarded-for": "198.51.100.7, 203.0.113.9" })).toEqual({
      ip: "203.0.113.9",
    });
  });

  it("takes it over TCP from an address in GATEWAY_ADDRESSES", async () => {
    expect(await ask({ port: gatewayPort }, "/ip", { "x-forwarded-for": "203.0.113.9" })).toEqual({
      ip: "203.0.113.9",
    });
  });
});

describe("identity's keys fetched over its Unix socket", () => {
  it("are fetched once, refetched for a new key id, and at most every 30 s for unknown ones", async () => {
    const { createServer } = await import("node:http");
    const { remoteKeys, TokenVerifier } = await import("./token-verifier.ts");
    const dir = mkdtempSync(join(tmpdir(), "mawid-jwks-"));
    const keyPair = async (kid: string) => {
      const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
      return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "EdDSA", use: "sig" } };
    };
    const first = await keyPair("k1");
    const published = [first.jwk];
    let fetches = 0;
    const identity = createServer((req, res) => {
      fetches += 1;
      expect(req.url).toBe("/.well-known/jwks.json");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ keys: published }));
    });
    const socketPath = join(dir, "identity.sock");
    await new Promise<void>((resolve) => identity.listen(socketPath, resolve));
    const sign = async (key: Awaited<ReturnType<typeof keyPair>>, kid = key.kid) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...admin, sub: randomUUID() })
        .setProtectedHeader({ alg: "EdDSA", kid })
        .setIssuer("mawid-identity")
        .setAudience("mawid")
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key.privateKey);
    };
    try {
      // the origin is unreachable: only the socket can answer
      const verifier = new TokenVerifier({
        keys: remoteKeys({ origin: "http://127.0.0.1:9", socketPath }),
      });
      expect(fetches).toBe(0);
      await verifier.verify(await sign(first));
      await verifier.verify(await sign(first));
      expect(fetches).toBe(1);

      // identity publishes its next key before it signs with it; a token naming it, once the
      // cooldown after the last fetch has passed, refetches once
      const second = await keyPair("k2");
      published.push(second.jwk);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
      await expect(verifier.verify(await sign(second))).resolves.toMatchObject({
        claims: { role: "admin" },
      });
      expect(fetches).toBe(2);

      // a flood of made-up key ids within the cooldown asks identity nothing more
      for (let i = 0; i < 50; i++) {
        await expect(verifier.verify(await sign(second, randomUUID()))).rejects.toMatchObject({
          code: "INVALID_TOKEN",
        });
      }
      expect(fetches).toBe(2);
    } finally {
      vi.useRealTimers();
      await new Promise((resolve) => identity.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import Fastify, { type FastifyInstance } from "fastify";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { expect } from "vitest";
import { type TAccessClaims, type TServiceReadiness, ZErrorBody } from "@mawid/contracts/platform";
import { buildGateway } from "../src/app.ts";
import { loadGatewayConfig } from "../src/config.ts";

/** A request id as the gateway makes one up: a version 4 UUID in lower case. */
export const UUID_V4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

export const CLAIMS: TAccessClaims = {
  sub: "0b6a4f5e-3c1d-4e8f-9a2b-7c6d5e4f3a21",
  email: "amina@example.org",
  emailVerified: true,
  role: "user",
  orgs: { "org-1": { role: "owner", tier: "free", features: ["basic_analytics", "donor_tickets"] } },
};

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

export interface FakeIdentity {
  url: string;
  /** Signs an access token with identity's current key. */
  sign(
    claims?: Partial<TAccessClaims>,
    options?: { expiresIn?: string | number; issuer?: string },
  ): Promise<string>;
  /** Signs with a key identity never published (same kid): a forgery. */
  forge(claims?: Partial<TAccessClaims>): Promise<string>;
  jwksRequests(): number;
  close(): Promise<void>;
}

/** Stands in for identity's public key endpoint: a JWKS of a key made for the test. */
export async function startFakeIdentity(): Promise<FakeIdentity> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const other = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "key-1", alg: "RS256", use: "sig" };
  let requests = 0;
  const app = Fastify();
  app.get("/.well-known/jwks.json", async () => {
    requests++;
    return { keys: [jwk] };
  });
  app.get("/health/ready", async () => readiness("identity"));
  app.all("/*", async (request) => echo("identity", request));
  const url = await listen(app);
  const signWith = (
    key: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"],
    claims: Partial<TAccessClaims>,
    options: { expiresIn?: string | number; issuer?: string } = {},
  ) =>
    new SignJWT({ ...CLAIMS, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "key-1" })
      .setIssuer(options.issuer ?? "mawid-identity")
      .setAudience("mawid")
      .setSubject(claims.sub ?? CLAIMS.sub)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? "15m")
      .sign(key);
  return {
    url,
    sign: (claims = {}, options) => signWith(privateKey, claims, options),
    forge: (claims = {}) => signWith(other.privateKey, claims),
    jwksRequests: () => requests,
    close: () => app.close(),
  };
}

export function readiness(service: string, status: "up" | "down" = "up"): TServiceReadiness {
  return {
    service,
    status,
    checks: { database: status, bus: "up" },
    outboxBacklog: 0,
    consumerLag: 3,
    parkedMessages: 1,
    uptimeSeconds: 10,
    version: "0.1.0",
  };
}

function echo(service: string, request: import("fastify").FastifyRequest) {
  return {
    service,
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: request.body ?? null,
  };
}

export interface Upstream {
  name: string;
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A tiny real service: echoes what it received, and answers /health/ready. */
export async function startUpstream(name: string): Promise<Upstream> {
  const app = Fastify();
  app.get("/health/ready", async () => readiness(name));
  app.all("/*", async (request) => echo(name, request));
  const url = await listen(app);
  return { name, url, app, close: () => app.close() };
}

export const SERVICES = ["identity", "events", "ticketing", "payments", "checkin", "analytics"] as const;

export interface TestPlatform {
  gateway: FastifyInstance;
  url: string;
  identity: FakeIdentity;
  upstreams: Map<string, Upstream>;
  close(): Promise<void>;
}

export interface TestUpstreams {
  identity: FakeIdentity;
  upstreams: Map<string, Upstream>;
  /** The gateway's env naming each of them (IDENTITY_URL, EVENTS_URL, ...). */
  urls: Record<string, string>;
  close(): Promise<void>;
}

/** A fake identity and five echo services, all listening on loopback. */
export async function startUpstreams(): Promise<TestUpstreams> {
  const identity = await startFakeIdentity();
  const upstreams = new Map<string, Upstream>();
  for (const name of SERVICES.slice(1)) upstreams.set(name, await startUpstream(name));
  const urls: Record<string, string> = { IDENTITY_URL: identity.url };
  for (const [name, upstream] of upstreams) urls[`${name.toUpperCase()}_URL`] = upstream.url;
  return {
    identity,
    upstreams,
    urls,
    async close() {
      await identity.close();
      for (const u of upstreams.values()) await u.close();
    },
  };
}

/** A gateway in front of a fake identity and five echo services (given, or started), on loopback. */
export async function startPlatform(
  env: Record<string, string> = {},
  services?: TestUpstreams,
): Promise<TestPlatform> {
  const { identity, upstreams, urls, close } = services ?? (await startUpstreams());
  const config = loadGatewayConfig({ ...urls, WEB_DIST: "/nonexistent", ...env });
  const gateway = await buildGateway({ config, logger: false });
  const url = await listen(gateway);
  return {
    gateway,
    url,
    identity,
    upstreams,
    async close() {
      await gateway.close();
      await close();
    },
  };
}

/**
 * Rate-limit windows are clock minutes: a test that counts up to a limit waits, when fewer than
 * `seconds` are left in this minute, for the next one, so its count is not cut in two.
 */
export async function withinOneRateWindow(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 100));
}

/** An answer in the shared error shape, with this status and code. */
export async function expectError(res: Response, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status);
  const body = ZErrorBody.parse(await res.json());
  expect(body.error.code).toBe(code);
}

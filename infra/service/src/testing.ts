import type { FastifyInstance } from "fastify";
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWTVerifyGetKey, SignJWT } from "jose";
import { sql } from "kysely";
import type { z } from "zod";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { createDatabase, eventStoreMetrics, measureEventStore } from "@mawid/eventstore";
import { buildServiceApp } from "./build-app.ts";
import { loadConfig, type TBaseConfig } from "./config.ts";
import { databaseAnswers, type HealthSources } from "./health.ts";
import type { ServiceContext, ServiceDefinition } from "./definition.ts";
import { createMetrics } from "./metrics.ts";
import { migrateService } from "./run-service.ts";
import { type KeySource, localKeys, TOKEN_AUDIENCE, TOKEN_ISSUER } from "./token-verifier.ts";

export interface TestService<Config> {
  app: FastifyInstance;
  ctx: ServiceContext<Config & TBaseConfig>;
  /**
   * An Authorization header with an access token for these claims, signed by a key this test
   * service trusts as it trusts identity's: the way a real caller proves who it is. It expires in
   * 15 minutes, as identity's do, unless the test says when.
   */
  bearer(claims: TAccessClaims, expiresAt?: Date): Promise<Record<string, string>>;
  /** The public key those tokens are signed with, as identity publishes its own: for a gateway in front. */
  jwks: JSONWebKeySet;
  close(): Promise<void>;
}

const TEST_KID = "test-service-key";

export interface TestIssuer {
  /** The public half, as identity publishes its keys at /.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  /** An Authorization header with a token for these claims, valid 15 minutes unless told otherwise. */
  bearer(claims: TAccessClaims, expiresAt?: Date): Promise<Record<string, string>>;
}

/** A signing key of a test's own, standing in for identity's: tokens as identity signs them. */
export async function testIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", {
    modulusLength: 2048,
    extractable: true,
  });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: TEST_KID, alg: "RS256", use: "sig" }] };
  const bearer = async (claims: TAccessClaims, expiresAt?: Date) => {
    const now = Math.floor(Date.now() / 1000);
    const exp = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : now + 15 * 60;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "RS256", kid: TEST_KID, typ: "JWT" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(claims.sub)
      .setIssuedAt(Math.min(now, exp - 60))
      .setExpirationTime(exp)
      .sign(privateKey);
    return { authorization: `Bearer ${token}` };
  };
  return { jwks, bearer };
}

/** The test issuer's key, and the service's own keys (identity's store) beside it. */
function trustedKeys(issuer: TestIssuer, own: KeySource | undefined): KeySource {
  const test = localKeys(async () => issuer.jwks);
  const resolve: JWTVerifyGetKey = (header, token) =>
    header.kid === TEST_KID || own === undefined ? test.resolve(header, token) : own.resolve(header, token);
  return { resolve, available: async () => true };
}

/** Readiness counts a test sets itself, e.g. a lag that only a running bus could measure. */
export type TestHealthCounts = Partial<
  Pick<HealthSources, "outboxBacklog" | "consumerLag" | "parkedMessages">
>;

async function rowCount(db: ServiceContext["db"], schema: string, table: string): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id(schema, table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * A service's app on a real database for `inject` tests, with its schema migrated. No bus and no
 * relay: outbox rows stay in the table where tests can read them, and readiness counts them, and
 * the parked messages, as a running service does. Consumer lag needs a bus: a service with
 * consumers reports it unknown unless the test gives it.
 */
export async function startTestService<Extra extends z.ZodRawShape>(
  definition: ServiceDefinition<Extra>,
  databaseUrl: string,
  env: Record<string, string> = {},
  counts: TestHealthCounts = {},
): Promise<TestService<z.infer<z.ZodObject<Extra>>>> {
  const config = loadConfig(
    { NODE_ENV: "test", PORT: "0", LOG_LEVEL: "silent", DATABASE_URL: databaseUrl, ...env },
    definition.config,
  ) as TBaseConfig & z.infer<z.ZodObject<Extra>>;
  const db = createDatabase({ url: databaseUrl, max: 5 });
  await migrateService(definition as unknown as ServiceDefinition<z.ZodRawShape>, db, false);
  const ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>> = {
    name: definition.name,
    config,
    db,
    metrics: createMetrics(definition.name),
  };
  const unmeasure = measureEventStore(definition.name, eventStoreMetrics(ctx.metrics));
  await definition.onStart?.(ctx);
  const consumers = definition.consumers?.(ctx) ?? [];
  const issuer = await testIssuer();
  const app = await buildServiceApp({
    definition,
    ctx,
    consumers,
    keys: trustedKeys(issuer, definition.accessTokenKeys?.(ctx)),
    logger: false,
    health: {
      database: databaseAnswers(db),
      outboxBacklog: counts.outboxBacklog ?? (() => rowCount(db, definition.name, "outbox")),
      consumerLag:
        counts.consumerLag ??
        (async () => {
          if (consumers.length > 0) throw new Error("no bus in this test: consumer lag is unknown");
          return 0;
        }),
      parkedMessages: counts.parkedMessages ?? (() => rowCount(db, definition.name, "parked_messages")),
    },
  });
  await app.ready();
  return {
    app,
    ctx,
    bearer: issuer.bearer,
    jwks: issuer.jwks,
    close: async () => {
      unmeasure();
      await app.close();
      await db.destroy();
    },
  };
}

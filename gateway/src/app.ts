import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import rateLimit from "@fastify/rate-limit";
import { ErrorCode, errorBody } from "@mawid/contracts";
import { installErrorHandler } from "@mawid/service";
import { AuthError, bearerToken, TokenVerifier, type VerifiedToken } from "./auth.ts";
import { type TGatewayConfig, webDistExists } from "./config.ts";
import { HealthAggregator } from "./health.ts";
import { installClientLogs, LOGS_BODY_LIMIT } from "./logs.ts";
import { GatewayMetrics } from "./metrics.ts";
import { type ProxyContext, proxy, Upstream } from "./proxy.ts";
import { ROUTE_TABLE, type RouteEntry, RouteTable } from "./route-table.ts";
import { precomputedSecurityHeaders } from "./security.ts";
import { installSpa } from "./spa.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The verified access token of this request, when it carried one. */
    mawidUser: VerifiedToken | null;
  }
}

export interface GatewayOptions {
  config: TGatewayConfig;
  /** pino options, or false (tests). */
  logger?: boolean | Record<string, unknown>;
}

const VERSION = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version?: string;
    };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
})();

const BUILT_IN_SERVICES = ["identity", "events", "ticketing", "payments", "checkin", "analytics"] as const;

/**
 * The gateway as a Fastify app, not listening: the single public origin. It routes `/api/v1/*`
 * through the route table to the owning service, verifies access tokens, limits rates, serves
 * `/api/logs`, `/api/v1/health`, `/metrics` and the built SPA.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const config = options.config;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, base: { service: "gateway" } },
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    // one access line per request is written by the gateway itself (ACCESS_LOG), not two by Fastify
    logController: new LogController({ disableRequestLogging: true }),
    // a hop count is valid at runtime; Fastify's types only list the other forms
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: LOGS_BODY_LIMIT,
    return503OnClosing: true,
  });

  const upstreamOptions = {
    connections: config.UPSTREAM_CONNECTIONS,
    pipelining: config.UPSTREAM_PIPELINING,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  };
  const origins: Record<string, string> = {
    identity: config.IDENTITY_URL,
    events: config.EVENTS_URL,
    ticketing: config.TICKETING_URL,
    payments: config.PAYMENTS_URL,
    checkin: config.CHECKIN_URL,
    analytics: config.ANALYTICS_URL,
  };
  const entries: RouteEntry[] = [...ROUTE_TABLE];
  for (const extra of config.GATEWAY_EXTRA_ROUTES) {
    if ((BUILT_IN_SERVICES as readonly string[]).includes(extra.service)) {
      throw new Error(`GATEWAY_EXTRA_ROUTES: ${extra.service} is a built-in service`);
    }
    origins[extra.service] = extra.url.replace(/\/+$/, "");
    entries.push({ path: extra.path, methods: extra.methods, service: extra.service, auth: extra.auth });
  }
  const table = new RouteTable(entries);
  const upstreams = new Map<string, Upstream>();
  for (const [name, origin] of Object.entries(origins))
    upstreams.set(name, new Upstream(name, origin, upstreamOptions));

  const verifier = new TokenVerifier({ jwksUrl: `${config.IDENTITY_URL}/.well-known/jwks.json` });
  const health = new HealthAggregator({
    services: BUILT_IN_SERVICES.map((name) => ({ name, origin: origins[name]! })),
    version: VERSION,
  });
  const metrics = new GatewayMetrics();
  const security = Object.freeze(precomputedSecurityHeaders());
  const cors = corsPolicy(config.CORS_ORIGINS);
  const accessLog = config.ACCESS_LOG;

  app.decorateRequest("mawidUser", null);
  installErrorHandler(app);
  app.addHook("onClose", async () => {
    await Promise.all([...upstreams.values()].map((u) => u.pool.close()));
    await health.close();
  });

  // In-memory counters: right for one instance. Several gateway replicas need a shared store
  // (the plugin's `redis` option) so a client cannot multiply its allowance by the replica count.
  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests; retry in ${context.after}`), {
        statusCode: context.statusCode,
      }),
  });
  const limitIp = app.createRateLimit({ max: config.RATE_LIMIT_PER_IP, timeWindow: 60_000 });
  const limitUser = app.createRateLimit({
    max: config.RATE_LIMIT_PER_USER,
    timeWindow: 60_000,
    keyGenerator: (request) => `user:${request.mawidUser?.claims.sub}`,
  });

  const sendError = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: string,
    message: string,
  ): FastifyReply => {
    reply.headers(cors.headersFor(request.headers.origin, security));
    if (status === 401) reply.header("www-authenticate", `Bearer realm="mawid"`);
    return reply.status(status).send(errorBody(code, message));
  };

  const done: ProxyContext["done"] = (request, reply, status, route) => {
    const ms = reply.elapsedTime;
    metrics.observe(route, status, ms / 1000);
    if (accessLog) {
      request.log.info(
        { method: request.method, url: request.url, status, ms: Math.round(ms * 10) / 10 },
        "request completed",
      );
    }
  };
  const upstreamFailed: ProxyContext["failed"] = (service, kind) => metrics.upstreamError(service, kind);

  /** Every `/api/*` path that is not the gateway's own: resolve, authenticate, limit, forward. */
  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = request.url;
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    const method = request.method;
    if (method === "OPTIONS" && cors.enabled && request.headers["access-control-request-method"]) {
      return cors.preflight(request, reply, security);
    }
    const route = table.resolve(method, path);
    if (route === null)
      return sendError(request, reply, 404, ErrorCode.notFound, `No route for ${method} ${path}`);
    const upstream = upstreams.get(route.service)!;

    const byIp = await limitIp(request);
    if (!byIp.isAllowed && byIp.isExceeded) return tooMany(request, reply, byIp.ttlInSeconds);

    if (route.auth !== "none") {
      const token = bearerToken(request.headers.authorization);
      if (token === undefined) {
        return sendError(request, reply, 401, "INVALID_TOKEN", "Use an Authorization: Bearer token");
      }
      if (token === null) {
        if (route.auth === "required") {
          return sendError(request, reply, 401, ErrorCode.unauthenticated, "Sign in to continue");
        }
      } else {
        let verified = verifier.cached(token);
        if (verified === null) {
          try {
            verified = await verifier.verify(token);
          } catch (error) {
            if (error instanceof AuthError) {
              const status = error.code === "KEYS_UNAVAILABLE" ? 503 : 401;
              const code = error.code === "KEYS_UNAVAILABLE" ? ErrorCode.unavailable : error.code;
              return sendError(request, reply, status, code, error.message);
            }
            throw error;
          }
        }
        request.mawidUser = verified;
        const byUser = await limitUser(request);
        if (!byUser.isAllowed && byUser.isExceeded) return tooMany(request, reply, byUser.ttlInSeconds);
      }
    }

    proxy(request, reply, {
      upstream,
      route: route.id,
      user: request.mawidUser === null ? null : request.mawidUser.header,
      responseHeaders: cors.enabled ? cors.headersFor(request.headers.origin, security) : security,
      done,
      failed: upstreamFailed,
    });
    return reply;
  };

  const tooMany = (request: FastifyRequest, reply: FastifyReply, seconds: number) => {
    reply.header("retry-after", String(seconds));
    return sendError(request, reply, 429, ErrorCode.rateLimited, `Too many requests; retry in ${seconds} s`);
  };

  // The proxied routes: bodies are streamed to the service untouched, never parsed here.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser("*", (_request, _payload, parsed) => parsed(null));
    api.all("/api/*", forward);
    api.all("/.well-known/jwks.json", forward);
  });

  // The gateway's own routes: logs, health, metrics and the SPA.
  await app.register(async (own) => {
    own.addHook("onRequest", (request, reply, next) => {
      reply.headers(cors.headersFor(request.headers.origin, security));
      next();
    });
    own.addHook("onResponse", (request, reply, next) => {
      const route = request.routeOptions.url;
      if (route !== "/metrics" && !route?.startsWith("/health")) {
        metrics.observe(route ?? "unmatched", reply.statusCode, reply.elapsedTime / 1000);
        if (accessLog && route !== undefined && route !== "/*") {
          request.log.info(
            { method: request.method, url: request.url, status: reply.statusCode },
            "request completed",
          );
        }
      }
      next();
    });
    installClientLogs(own, { perMinute: config.RATE_LIMIT_LOGS_PER_IP });
    own.get("/api/v1/health", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return await health.get();
    });
    metrics.install(own);
    own.get("/health/live", { logLevel: "warn" }, async () => ({ status: "up" }));
    own.get("/health/ready", { logLevel: "warn" }, async (_request, reply) => {
      const ready = await verifier.keysAvailable();
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? "up" : "down", checks: { identityKeys: ready ? "up" : "down" } });
    });
    await installSpa(own, { webDist: config.WEB_DIST, built: webDistExists(config.WEB_DIST) });
  });
  return app;
}

interface CorsPolicy {
  enabled: boolean;
  headersFor(
    origin: string | undefined,
    base: Readonly<Record<string, string>>,
  ): Readonly<Record<string, string>>;
  preflight(
    request: FastifyRequest,
    reply: FastifyReply,
    base: Readonly<Record<string, string>>,
  ): FastifyReply;
}

/** CORS is off unless CORS_ORIGINS lists origins; then only those get the CORS headers. */
function corsPolicy(origins: readonly string[]): CorsPolicy {
  const allowed = new Set(origins);
  const enabled = allowed.size > 0;
  const withCors = new Map<string, Readonly<Record<string, string>>>();
  const headersFor: CorsPolicy["headersFor"] = (origin, base) => {
    if (!enabled || origin === undefined || !allowed.has(origin)) return base;
    let headers = withCors.get(origin);
    if (headers === undefined) {
      headers = Object.freeze({
        ...base,
        "access-control-allow-origin": origin,
        "access-control-allow-credentials": "true",
        "access-control-expose-headers": "x-request-id, retry-after",
        vary: "Origin",
      });
      withCors.set(origin, headers);
    }
    return headers;
  };
  return {
    enabled,
    headersFor,
    preflight(request, reply, base) {
      const origin = request.headers.origin;
      reply.headers(headersFor(origin, base));
      if (origin !== undefined && allowed.has(origin)) {
        reply.header("access-control-allow-methods", "GET, HEAD, POST, PUT, PATCH, DELETE");
        reply.header(
          "access-control-allow-headers",
          request.headers["access-control-request-headers"] ?? "authorization, content-type",
        );
        reply.header("access-control-max-age", "600");
      }
      return reply.status(204).send();
    },
  };
}

import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { TPlatformHealth } from "@mawid/contracts/platform";
import {
  clientErrorHandler,
  installErrorHandler,
  loggedUrl,
  remoteKeys,
  SERVICE_BODY_LIMIT,
  TokenVerifier,
} from "@mawid/service";
import { type TGatewayConfig, webDistExists } from "./config.ts";
import { CorsPolicy } from "./cors.ts";
import { eventSummaries } from "./event-summaries.ts";
import { HealthAggregator } from "./health.ts";
import { installClientLogs, LOGS_BODY_LIMIT } from "./logs.ts";
import { GatewayMetrics } from "./metrics.ts";
import { createForwarder } from "./proxy.ts";
import { type ServiceAddress, Upstream } from "./upstream.ts";
import { FixedWindowLimiter } from "./rate-limit.ts";
import { ReplicaLimits } from "./replica-limits.ts";
import { ROUTE_TABLE, type RouteEntry, RouteTable } from "./route-table.ts";
import { API_SECURITY_HEADERS, precomputedSecurityHeaders } from "./security.ts";
import { shareLimits } from "./shared-limits.ts";
import { installSpa } from "./spa.ts";
import { trustFunction } from "./trust-proxy.ts";

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

export const BUILT_IN_SERVICES = [
  "identity",
  "events",
  "ticketing",
  "payments",
  "checkin",
  "analytics",
] as const;

/** `/api/*` paths the gateway answers itself; every other one is proxied. */
const OWN_API_PATHS = ["/api/logs", "/api/v1/health"];

/** Whether the request target is one of those paths, with or without a query: no string cut or hashed per request. */
function isOwnApiPath(url: string): boolean {
  for (const path of OWN_API_PATHS) {
    if (url.startsWith(path) && (url.length === path.length || url[path.length] === "?")) return true;
  }
  return false;
}

function isProxied(url: string): boolean {
  if (url.startsWith("/api/")) return !isOwnApiPath(url);
  return url.startsWith("/.well-known/jwks.json");
}

/**
 * The gateway as a Fastify app, not listening: the single public origin.
 *
 * Proxied paths (`/api/*` except the gateway's own, and identity's JWKS) take a lean path on the
 * raw Node request (proxy.ts), dispatched before Fastify's router: route table, rate limits,
 * token verification, forwarding. Fastify serves the rest: `/api/logs`, `/api/v1/health`,
 * `/metrics`, `/health/*` and the built SPA, with the shared error handler.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const config = options.config;
  let forward: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, base: { service: "gateway" } },
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    // the gateway writes one access line per request itself when ACCESS_LOG is on
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustFunction(config.TRUST_PROXY) ?? false,
    bodyLimit: LOGS_BODY_LIMIT,
    return503OnClosing: true,
    clientErrorHandler,
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (forward !== null && isProxied(req.url ?? "/")) forward(req, res);
        else handler(req, res);
      }),
  });

  const upstreamOptions = {
    connections: config.UPSTREAM_CONNECTIONS,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  };
  const addresses: Record<string, ServiceAddress> = {};
  for (const name of BUILT_IN_SERVICES) {
    const setting = name.toUpperCase() as Uppercase<typeof name>;
    addresses[name] = { origin: config[`${setting}_URL`], socketPath: config[`${setting}_SOCKET`] };
  }
  const entries: RouteEntry[] = [...ROUTE_TABLE];
  for (const extra of config.GATEWAY_EXTRA_ROUTES) {
    if ((BUILT_IN_SERVICES as readonly string[]).includes(extra.service)) {
      throw new Error(`GATEWAY_EXTRA_ROUTES: ${extra.service} is a built-in service`);
    }
    addresses[extra.service] = { origin: extra.url.replace(/\/+$/, ""), socketPath: extra.socket };
    entries.push({ path: extra.path, methods: extra.methods, service: extra.service, auth: extra.auth });
  }
  const upstreams = new Map<string, Upstream>();
  for (const [name, address] of Object.entries(addresses))
    upstreams.set(name, new Upstream(name, address, upstreamOptions));

  const verifier = new TokenVerifier({
    keys: remoteKeys({ origin: config.IDENTITY_URL, socketPath: config.IDENTITY_SOCKET }),
  });
  const metrics = new GatewayMetrics();
  metrics.watchUpstreams(upstreams);
  const security = Object.freeze(precomputedSecurityHeaders());
  const cors = new CorsPolicy(config.CORS_ORIGINS);
  let closing = false;
  // Processes that serve one site add up their counts: every one through the database when it is
  // given (replica-limits.ts), else the workers of this gateway through its primary (cluster.ts).
  const replicas = config.RATE_LIMIT_DATABASE_URL;
  const shared = replicas !== undefined || cluster.isWorker;
  const limitIp = new FixedWindowLimiter({ max: config.RATE_LIMIT_PER_IP, windowMs: 60_000, shared });
  const limitUser = new FixedWindowLimiter({ max: config.RATE_LIMIT_PER_USER, windowMs: 60_000, shared });
  const limitLogs = new FixedWindowLimiter({ max: config.RATE_LIMIT_LOGS_PER_IP, windowMs: 60_000, shared });
  const limitLogSessions = new FixedWindowLimiter({
    max: config.RATE_LIMIT_LOGS_PER_SESSION,
    windowMs: 60_000,
    shared,
  });
  const limiters = { ip: limitIp, user: limitUser, logs: limitLogs, logSessions: limitLogSessions };
  let stopSharingLimits: () => void | Promise<void> = () => {};
  let rateLimits: () => TPlatformHealth["gateway"]["rateLimits"] = () => ({
    sharedWith: "none",
    status: "up",
  });
  if (replicas !== undefined) {
    const exchange = new ReplicaLimits({
      url: replicas,
      limiters,
      log: app.log,
      onFailure: () => metrics.limitShareFailed(),
    });
    exchange.start();
    stopSharingLimits = () => exchange.close();
    rateLimits = () => ({ sharedWith: "replicas", status: exchange.sharing ? "up" : "down" });
  } else if (cluster.isWorker) {
    stopSharingLimits = shareLimits(limiters);
    rateLimits = () => ({ sharedWith: "workers", status: "up" });
  }
  const health = new HealthAggregator({
    services: BUILT_IN_SERVICES.map((name) => ({ name, ...addresses[name]! })),
    version: VERSION,
    workers: config.GATEWAY_WORKERS,
    rateLimits,
  });

  forward = createForwarder({
    table: new RouteTable(entries),
    upstreams,
    verifier,
    limitIp,
    limitUser,
    security: API_SECURITY_HEADERS,
    cors,
    metrics,
    log: app.log,
    accessLog: config.ACCESS_LOG,
    trustProxy: config.TRUST_PROXY,
    closing: () => closing,
    bodyLimitOf: (service) =>
      (BUILT_IN_SERVICES as readonly string[]).includes(service) ? SERVICE_BODY_LIMIT : undefined,
  });

  installErrorHandler(app);
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onClose", async () => {
    await stopSharingLimits();
    await Promise.all([...upstreams.values()].map((u) => u.close()));
    await health.close();
  });

  // The same forwarder behind Fastify's router, for inject() (tests) which never reaches the server.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser("*", (_request, _payload, parsed) => parsed(null));
    const viaFastify = (
      request: { raw: IncomingMessage },
      reply: { hijack(): void; raw: ServerResponse },
    ) => {
      reply.hijack();
      forward?.(request.raw, reply.raw);
    };
    api.all("/api/*", viaFastify);
    api.all("/.well-known/jwks.json", viaFastify);
  });

  // The gateway's own routes: logs, health, metrics and the SPA.
  await app.register(async (own) => {
    own.addHook("onRequest", (request, reply, next) => {
      reply.headers(cors.headersFor(request.headers.origin, security));
      next();
    });
    own.addHook("onResponse", (request, reply, next) => {
      const route = request.routeOptions.url ?? "unmatched";
      if (route !== "/metrics" && !route.startsWith("/health")) {
        metrics.observe(route, reply.statusCode, reply.elapsedTime / 1000);
        if (config.ACCESS_LOG) {
          request.log.info(
            {
              method: request.method,
              url: loggedUrl(request.url),
              status: reply.statusCode,
              ms: Math.round(reply.elapsedTime),
            },
            "request completed",
          );
        }
      }
      next();
    });
    installClientLogs(own, { perAddress: limitLogs, perSession: limitLogSessions, verifier });
    own.get("/api/v1/health", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return await health.get();
    });
    metrics.install(own);
    own.get("/health/live", async () => ({ status: "up" }));
    own.get("/health/ready", async (_request, reply) => {
      const ready = await verifier.keys.available();
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? "up" : "down", checks: { identityKeys: ready ? "up" : "down" } });
    });
    await installSpa(own, {
      webDist: config.WEB_DIST,
      built: webDistExists(config.WEB_DIST),
      eventSummaries: eventSummaries(upstreams.get("events")!, config.SHARE_TAGS_WAIT_MS),
    });
  });
  return app;
}

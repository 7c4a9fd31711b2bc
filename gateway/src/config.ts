import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { z } from "zod";
// the config module alone: server.ts reads the config before tracing starts, and the package
// index would load http and pg first
import { zOptionalSetting } from "@mawid/service/config";
import { ZExtraRoutes } from "./route-table.ts";
import { ZTrustProxy } from "./trust-proxy.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const url = z.url({ error: "must be an http(s) URL" }).transform((v) => v.replace(/\/+$/, ""));
const flag = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1");

/**
 * The gateway's env, validated at boot. The gateway has no database, so it does not use the
 * services' ZBaseConfig (which requires DATABASE_URL); the names it shares with them match.
 */
export const ZGatewayConfig = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  IDENTITY_URL: url.default("http://127.0.0.1:4001"),
  EVENTS_URL: url.default("http://127.0.0.1:4002"),
  TICKETING_URL: url.default("http://127.0.0.1:4003"),
  PAYMENTS_URL: url.default("http://127.0.0.1:4004"),
  CHECKIN_URL: url.default("http://127.0.0.1:4005"),
  ANALYTICS_URL: url.default("http://127.0.0.1:4006"),
  /**
   * The Unix socket a service also serves on (SOCKET_PATH in its env), when it runs on this machine:
   * requests and health checks go over it instead of its URL, skipping the kernel's TCP stack.
   * npm start sets these; the token keys are still fetched from IDENTITY_URL.
   */
  IDENTITY_SOCKET: zOptionalSetting,
  EVENTS_SOCKET: zOptionalSetting,
  TICKETING_SOCKET: zOptionalSetting,
  PAYMENTS_SOCKET: zOptionalSetting,
  CHECKIN_SOCKET: zOptionalSetting,
  ANALYTICS_SOCKET: zOptionalSetting,
  /** The built SPA; when the folder is absent `/` says the web app is not built. */
  WEB_DIST: z.string().default(`${REPO_ROOT}web/dist`),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PER_USER: z.coerce.number().int().positive().default(1200),
  /** Client log entries (/api/logs) per address per minute; a batch counts each of its entries. */
  RATE_LIMIT_LOGS_PER_IP: z.coerce.number().int().positive().default(120),
  /** Client log entries per session per minute: the signed-in user's, else the browser logger's. */
  RATE_LIMIT_LOGS_PER_SESSION: z.coerce.number().int().positive().default(60),
  /**
   * A PostgreSQL database through which every gateway process that is given it adds up its
   * rate-limit counts (replica-limits.ts): set it where several replicas serve one site, or each
   * replica counts apart and a client spread over N of them gets N times a limit.
   */
  RATE_LIMIT_DATABASE_URL: z.string().min(1).optional(),
  /** Comma-separated origins allowed to call the API from another origin; empty = CORS off. */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** Trust X-Forwarded-* from proxies in front: true/false, a hop count, or their addresses/CIDRs. */
  TRUST_PROXY: ZTrustProxy,
  /** Time to wait for an upstream's response headers before answering 504. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** How long an event's page waits for its summary (share tags) before it is served without them. */
  SHARE_TAGS_WAIT_MS: z.coerce.number().int().positive().default(500),
  /**
   * Keep-alive connections per upstream service: Envoy's default limit. A burst reaches the service
   * whole, where its coalescers put the requests waiting at once into one statement; with 128, an
   * on-sale's 500 buyers queued here and reached ticketing in waves of about 80, and each order took
   * a tenth more CPU (npm run bench on-sale, alternating runs; see the gateway README).
   */
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(1024),
  /**
   * Extra routes and upstreams as JSON, for benchmarks and local experiments:
   * `[{"path": "/api/v1/bench*", "service": "bench", "url": "http://127.0.0.1:4100", "auth": "none"}]`.
   * Entries are added to the route table; they cannot replace the built-in services.
   */
  GATEWAY_EXTRA_ROUTES: z
    .string()
    .default("[]")
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(ZExtraRoutes),
  /**
   * Gateway processes sharing the port (cluster.ts). The default is half the cores (1 to 4): the
   * services and PostgreSQL run beside the gateway in one-machine mode, and each extra worker costs
   * CPU per request (see cluster.ts). In containers set 1 and scale replicas.
   */
  GATEWAY_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)))),
  /** Log one line per request at info (off keeps only warnings and errors). */
  ACCESS_LOG: flag,
});
export type TGatewayConfig = z.infer<typeof ZGatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv): TGatewayConfig {
  const parsed = ZGatewayConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function webDistExists(dir: string): boolean {
  return existsSync(`${dir}/index.html`);
}

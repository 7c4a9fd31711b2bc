import {
  READINESS_CHECK_TIMEOUT_MS,
  type TPlatformHealth,
  type TServiceReadiness,
  ZServiceReadiness,
} from "@mawid/contracts/platform";
import { Pool } from "undici";
import type { ServiceAddress } from "./upstream.ts";

type ServiceHealth = TPlatformHealth["services"][number];

export interface HealthAggregatorOptions {
  /** Each service's address; a health check takes the same way as its requests. */
  services: readonly ({ name: string } & ServiceAddress)[];
  version: string;
  /** Processes serving the gateway's port. */
  workers: number;
  /** With whom rate-limit counts are added up, and whether that works now. */
  rateLimits: () => TPlatformHealth["gateway"]["rateLimits"];
  /**
   * Bound on each service's answer: by default twice the bound a service puts on its own checks, so
   * a service whose bus or database hangs still gets its answer through, naming the one that hangs.
   */
  timeoutMs?: number;
  /** How long one aggregate is reused, so a busy health page cannot hammer the services. */
  cacheMs?: number;
  startedAt?: number;
}

/** Polls every service's `/health/ready` in parallel and folds the answers into ZPlatformHealth. */
export class HealthAggregator {
  readonly #options: Required<HealthAggregatorOptions>;
  /** Own small pools: a health check must not queue behind proxied traffic. */
  readonly #pools: { name: string; pool: Pool }[];
  #cached: { at: number; value: TPlatformHealth } | null = null;
  #inFlight: Promise<TPlatformHealth> | null = null;

  constructor(options: HealthAggregatorOptions) {
    this.#options = {
      timeoutMs: 2 * READINESS_CHECK_TIMEOUT_MS,
      cacheMs: 1_000,
      startedAt: Date.now(),
      ...options,
    };
    this.#pools = options.services.map((s) => ({
      name: s.name,
      pool: new Pool(s.origin, {
        socketPath: s.socketPath,
        connections: 2,
        keepAliveTimeout: 10_000,
        connectTimeout: this.#options.timeoutMs,
      }),
    }));
  }

  async close(): Promise<void> {
    await Promise.all(this.#pools.map((p) => p.pool.destroy()));
  }

  async get(): Promise<TPlatformHealth> {
    const cached = this.#cached;
    if (cached && Date.now() - cached.at < this.#options.cacheMs) return cached.value;
    this.#inFlight ??= this.#poll().finally(() => {
      this.#inFlight = null;
    });
    return await this.#inFlight;
  }

  async #poll(): Promise<TPlatformHealth> {
    const services = await Promise.all(this.#pools.map((u) => this.#check(u)));
    const up = services.filter((s) => s.status === "up").length;
    const down = services.filter((s) => s.status === "down").length;
    const status = up === services.length ? "up" : down === services.length ? "down" : "degraded";
    const value: TPlatformHealth = {
      status,
      checkedAt: new Date().toISOString(),
      gateway: {
        uptimeSeconds: Math.round((Date.now() - this.#options.startedAt) / 1000),
        version: this.#options.version,
        workers: this.#options.workers,
        rateLimits: this.#options.rateLimits(),
      },
      services,
    };
    this.#cached = { at: Date.now(), value };
    return value;
  }

  async #check(upstream: { name: string; pool: Pool }): Promise<ServiceHealth> {
    const started = performance.now();
    try {
      const res = await upstream.pool.request({
        path: "/health/ready",
        method: "GET",
        headers: { accept: "application/json" },
        headersTimeout: this.#options.timeoutMs,
        bodyTimeout: this.#options.timeoutMs,
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
      const body: unknown = await res.body.json().catch(() => null);
      const latencyMs = Math.round(performance.now() - started);
      const parsed = ZServiceReadiness.safeParse(body);
      if (!parsed.success) {
        return {
          service: upstream.name,
          status: "down",
          latencyMs,
          error: `unexpected answer (HTTP ${res.statusCode})`,
        };
      }
      const readiness: TServiceReadiness = parsed.data;
      // a 503 is "not ready": never report it as up whatever the body says
      const status =
        res.statusCode === 200 ? readiness.status : readiness.status === "up" ? "down" : readiness.status;
      return { ...readiness, service: upstream.name, status, latencyMs };
    } catch (error) {
      const e = error as Error & { code?: string };
      const timedOut = e.name === "TimeoutError" || e.code === "UND_ERR_HEADERS_TIMEOUT";
      return {
        service: upstream.name,
        status: "down",
        latencyMs: null,
        error: timedOut ? `no answer within ${this.#options.timeoutMs} ms` : (e.code ?? e.message),
      };
    }
  }
}

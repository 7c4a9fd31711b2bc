import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import client from "prom-client";
import { createMetrics, type ServiceMetrics } from "@mawid/service";
import { clusterMetrics, shareMetrics } from "./cluster.ts";
import { RouteLatencyHistogram } from "./route-latency.ts";
import type { Upstream } from "./upstream.ts";

/** The gateway's metrics: request latency by route and status, upstream failures by service. */
export class GatewayMetrics {
  readonly base: ServiceMetrics;
  readonly #duration: RouteLatencyHistogram;
  readonly #upstreamErrors: client.Counter<"service" | "kind">;
  readonly #limitShareFailures: client.Counter;

  constructor() {
    this.base = createMetrics("gateway");
    this.#duration = new RouteLatencyHistogram(
      "gateway_http_request_duration_seconds",
      "Gateway request latency by route (route table entry) and status",
    );
    // prom-client reads any object of a metric's shape; its types only know its own classes
    this.base.registry.registerMetric(this.#duration as unknown as client.Metric);
    this.#upstreamErrors = new client.Counter({
      name: "gateway_upstream_errors_total",
      help: "Proxied requests that failed because a service was down or too slow",
      labelNames: ["service", "kind"] as const,
      registers: [this.base.registry],
    });
    this.#limitShareFailures = new client.Counter({
      name: "gateway_rate_limit_share_failures_total",
      help: "Exchanges of rate-limit counts with the other replicas that failed (RATE_LIMIT_DATABASE_URL)",
      registers: [this.base.registry],
    });
  }

  observe(route: string, status: number, seconds: number): void {
    this.#duration.observe(route, status, seconds);
  }

  upstreamError(service: string, kind: "unavailable" | "timeout" | "aborted"): void {
    this.#upstreamErrors.inc({ service, kind });
  }

  limitShareFailed(): void {
    this.#limitShareFailures.inc();
  }

  /**
   * Each service's pool as it stands at the scrape: connections open, and requests on them or
   * queued for a free one. Requests that queue for long mean UPSTREAM_CONNECTIONS holds back a
   * service that could take more (or one too slow to free its connections).
   */
  watchUpstreams(upstreams: ReadonlyMap<string, Upstream>): void {
    new client.Gauge({
      name: "gateway_upstream_connections",
      help: "Keep-alive connections open to each service (at most UPSTREAM_CONNECTIONS a process)",
      labelNames: ["service"] as const,
      registers: [this.base.registry],
      collect() {
        for (const [service, upstream] of upstreams) this.set({ service }, upstream.pool.stats.connected);
      },
    });
    new client.Gauge({
      name: "gateway_upstream_requests",
      help: "Proxied requests to each service: running on a connection, or queued for a free one",
      labelNames: ["service", "state"] as const,
      registers: [this.base.registry],
      collect() {
        for (const [service, upstream] of upstreams) {
          const { running, queued } = upstream.pool.stats;
          this.set({ service, state: "running" }, running);
          this.set({ service, state: "queued" }, queued);
        }
      },
    });
  }

  install(app: FastifyInstance): void {
    const inCluster = cluster.isWorker;
    if (inCluster) shareMetrics(this.base.registry);
    app.get("/metrics", { logLevel: "warn" }, async (_request, reply) => {
      reply.header("content-type", this.base.registry.contentType);
      return inCluster ? await clusterMetrics() : await this.base.registry.metrics();
    });
  }
}

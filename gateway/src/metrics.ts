import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import client from "prom-client";
import { createMetrics, type ServiceMetrics } from "@mawid/service";
import { clusterMetrics, shareMetrics } from "./cluster.ts";

/** The gateway's metrics: request latency by route and status, upstream failures by service. */
export class GatewayMetrics {
  readonly base: ServiceMetrics;
  readonly #duration: client.Histogram<"route" | "status">;
  readonly #upstreamErrors: client.Counter<"service" | "kind">;
  /** route -> status -> bound child: no label hashing or allocation per request. */
  readonly #children = new Map<string, Map<number, client.Histogram.Internal<"route" | "status">>>();

  constructor() {
    this.base = createMetrics("gateway");
    this.#duration = new client.Histogram({
      name: "gateway_http_request_duration_seconds",
      help: "Gateway request latency by route (route table entry) and status",
      labelNames: ["route", "status"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [this.base.registry],
    });
    this.#upstreamErrors = new client.Counter({
      name: "gateway_upstream_errors_total",
      help: "Proxied requests that failed because a service was down or too slow",
      labelNames: ["service", "kind"] as const,
      registers: [this.base.registry],
    });
  }

  observe(route: string, status: number, seconds: number): void {
    let byStatus = this.#children.get(route);
    if (byStatus === undefined) {
      byStatus = new Map();
      this.#children.set(route, byStatus);
    }
    let child = byStatus.get(status);
    if (child === undefined) {
      child = this.#duration.labels(route, String(status));
      byStatus.set(status, child);
    }
    child.observe(seconds);
  }

  upstreamError(service: string, kind: "unavailable" | "timeout" | "aborted"): void {
    this.#upstreamErrors.inc({ service, kind });
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

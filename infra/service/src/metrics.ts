import type { FastifyInstance } from "fastify";
import client from "prom-client";

export interface ServiceMetrics {
  registry: client.Registry;
  prefix: string;
}

/** A registry per service: default process metrics and HTTP latency, all named `<service>_<thing>_<unit>`. */
export function createMetrics(service: string): ServiceMetrics {
  const registry = new client.Registry();
  const prefix = `${service.replaceAll("-", "_")}_`;
  // The event loop's delay sampled every 50 ms rather than prom-client's 10: a timer a hundred times a
  // second cost each idle process about a third of a percent of a core, and the alert on a blocked
  // loop (p99 over 0.5 s) needs no finer grain.
  client.collectDefaultMetrics({ register: registry, prefix, eventLoopMonitoringPrecision: 50 });
  return { registry, prefix };
}

export function installHttpMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  const duration = new client.Histogram({
    name: `${metrics.prefix}http_request_duration_seconds`,
    help: "HTTP request latency by route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [metrics.registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route.startsWith("/health") || route === "/metrics") return;
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", { logLevel: "warn" }, async (_request, reply) => {
    reply.header("content-type", metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

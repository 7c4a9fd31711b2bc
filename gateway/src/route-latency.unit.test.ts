import client from "prom-client";
import { expect, it } from "vitest";
import { LATENCY_BUCKETS, RouteLatencyHistogram } from "./route-latency.ts";

/** Sample lines as a sorted set of `name{sorted labels} value`, so label order does not matter. */
function samples(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([^{ ]+)(?:\{(.*)\})? (.+)$/.exec(line)!;
      const labels = (match[2] ?? "")
        .split(/,(?=\w+=)/)
        .filter(Boolean)
        .sort()
        .join(",");
      return `${match[1]}{${labels}} ${Number(match[3])}`;
    })
    .sort();
}

it("reports the same samples as prom-client's own histogram for the same observations", async () => {
  const ours = new client.Registry();
  const theirs = new client.Registry();
  const name = "gateway_http_request_duration_seconds";
  const latency = new RouteLatencyHistogram(name, "latency");
  ours.registerMetric(latency as unknown as client.Metric);
  const reference = new client.Histogram({
    name,
    help: "latency",
    labelNames: ["route", "status"] as const,
    buckets: [...LATENCY_BUCKETS],
    registers: [theirs],
  });
  const observations: [string, number, number][] = [
    ["/api/v1/events/{id}", 200, 0.0004],
    ["/api/v1/events/{id}", 200, 0.001],
    ["/api/v1/events/{id}", 200, 0.03],
    ["/api/v1/events/{id}", 404, 0.002],
    ["/api/v1/orders", 201, 12],
    ["/api/v1/orders", 201, 0.25],
  ];
  for (const [route, status, seconds] of observations) {
    latency.observe(route, status, seconds);
    reference.observe({ route, status: String(status) }, seconds);
  }
  expect(samples(await ours.metrics())).toEqual(samples(await theirs.metrics()));
  expect(await ours.metrics()).toContain(`${name}_count{route="/api/v1/orders",status="201"} 2`);
});

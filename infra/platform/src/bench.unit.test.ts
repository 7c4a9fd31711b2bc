import { expect, it } from "vitest";
import { BENCHES, type BenchOutcome, formatSummary, mergeSummary } from "./bench.ts";

it("turns each benchmark's result into summary figures", () => {
  const [gateway, store, bus] = BENCHES;
  const route = (ratio: number, goal: number) => ({
    ratio,
    ratioRange: [ratio - 0.1, ratio + 0.05],
    gatewayTcp: { ratio: ratio - 0.05 },
    reference: { ratio: ratio + 0.05 },
    fastifyProxy: { ratio: ratio - 0.15 },
    cpuPerRequest: {
      requestsPerSecond: 2000,
      microseconds:
        goal === 0.75
          ? { service: 120, gateway: 150, gatewayTcp: 170, reference: 130, fastifyProxy: 250 }
          : null,
      machineMicroseconds:
        goal === 0.75 ? { direct: 300, gateway: 420, reference: 400, fastifyProxy: 520 } : null,
    },
    goal,
    met: ratio >= goal,
    direct: { requestsPerSecond: 10_000 },
    gateway: { requestsPerSecond: 10_000 * ratio },
  });
  const g = gateway!.figures({ routes: { trivial: route(0.349, 0.35), insert: route(0.7, 0.75) } });
  expect(g.map((f) => [f.value, f.goal, f.met])).toEqual([
    [
      "34.9% (slices 24.9-39.9%; 3490 vs 10000 req/s; over TCP 29.9%, reference proxy 39.9%, Fastify proxy 19.9%)",
      ">= 35%",
      false,
    ],
    [
      "70% (slices 60-75%; 7000 vs 10000 req/s; over TCP 65%, reference proxy 75%, Fastify proxy 55%; CPU per request at 2000/s: gateway 150 µs (over TCP 170 µs), reference 130 µs, Fastify 250 µs; whole machine 300 µs direct, 420 µs through the gateway)",
      ">= 75%",
      false,
    ],
  ]);
  const s = store!.figures({
    appendsPerSecond: 6123.4,
    runsPerSecond: [5890, 6123, 6410],
    writers: 64,
    poolSize: 10,
    latencyMs: { p99: 30 },
    goal: { appendsPerSecond: 5000, met: true },
  });
  expect(s[0]!.measure).toBe(
    "appends per second (64 writers on 10 connections, one event per stream; median run)",
  );
  expect(s[0]!.value).toBe("6123/s (runs 5890, 6123, 6410/s; p99 30 ms)");
  const b = bus!.figures({ p50Ms: 8, p99Ms: 40, goal: { p99Ms: 100, met: true } });
  expect(b[0]!.value).toBe("p50 8 ms, p99 40 ms");
});

it("reports discovery's search and near-me runs against the p99 goal", () => {
  const discovery = BENCHES.find((b) => b.name === "discovery")!;
  const run = (rps: number, p99: number) => ({
    requestsPerSecond: rps,
    latencyMs: { p50: 9, p99 },
    met: p99 < 50,
  });
  const figures = discovery.figures({
    events: 100_000,
    connections: 100,
    search: run(4991.4, 31),
    nearMe: run(530, 444),
    goal: { p99Ms: 50, met: false },
  });
  expect(figures.map((f) => [f.measure, f.value, f.goal, f.met])).toEqual([
    [
      "search (q, sometimes a category) through the gateway, 100 connections, 100000 events",
      "4991/s, p50 9 ms, p99 31 ms",
      "p99 < 50 ms",
      true,
    ],
    [
      "near-me (near, radiusKm 25) through the gateway, 100 connections, 100000 events",
      "530/s, p50 9 ms, p99 444 ms",
      "p99 < 50 ms",
      false,
    ],
  ]);
});

it("reports ticket secrets per second and the QR renderer against the raw library", () => {
  const tickets = BENCHES.find((b) => b.name === "tickets")!;
  const figures = tickets.figures({
    secrets: {
      perRun: 20_000,
      runsPerSecond: [9373, 10418, 12162],
      perSecond: 10418,
      goal: 10_000,
      met: true,
    },
    qrSvg: {
      codes: 2000,
      secretLength: 147,
      perSecond: 368,
      perMinute: 22080,
      libraryPerSecond: 373,
      ratio: 0.987,
      goal: 0.8,
      met: true,
    },
  });
  expect(figures.map((f) => [f.measure, f.value, f.goal, f.met])).toEqual([
    [
      "signed ticket secrets issued per second (20000 per run; median run)",
      "10418/s (runs 9373, 10418, 12162/s)",
      ">= 10000/s",
      true,
    ],
    [
      "cold QR SVG rendering vs the raw qrcode library (2000 distinct 147-character secrets)",
      "98.7% (368 vs 373/s; 22080 a minute)",
      ">= 80%",
      true,
    ],
  ]);
});

it("prints a table with missing benchmarks marked", () => {
  const table = formatSummary([
    {
      name: "gateway",
      status: "not available",
      seconds: 0,
      figures: [],
      error: "load-tests/src/bench-gateway.ts is missing",
    },
    {
      name: "bus-latency",
      status: "ok",
      seconds: 1,
      figures: [
        {
          bench: "bus-latency",
          measure: "append to consumer",
          value: "p99 40 ms",
          goal: "p99 < 100 ms",
          met: true,
        },
      ],
    },
  ]);
  expect(table).toContain("not available");
  expect(table).toMatch(/bus-latency\s+append to consumer\s+p99 40 ms\s+p99 < 100 ms\s+yes/);
});

it("reports the on-sale's orders decided per second, p99, oversold and 5xx against the goals", () => {
  const onSale = BENCHES.find((b) => b.name === "on-sale")!;
  const figures = onSale.figures({
    connections: 500,
    run: {
      buyers: 10_000,
      tickets: 1000,
      placed: 1000,
      soldOut: 9000,
      serverErrors: 0,
      oversold: 0,
      decidedPerSecond: 1620,
      latencyMs: { p99: 280 },
    },
    goal: { decidedPerSecond: 1500, p99Ms: 300, met: true },
  });
  expect(figures.map((f) => [f.measure, f.value, f.goal, f.met])).toEqual([
    [
      "orders decided (placed or SOLD_OUT) through the gateway: 10000 buyers, 500 connections, 1000 tickets",
      "1620/s, p99 280 ms; 1000 placed, 9000 SOLD_OUT, 0 5xx, 0 oversold",
      ">= 1500/s, p99 < 300 ms, 0 oversold, 0 5xx",
      true,
    ],
  ]);
});

it("keeps the entries of benchmarks a run left out, with when they ran, and replaces the ones it ran", () => {
  const outcome = (name: string, value: string, at?: string): BenchOutcome => ({
    name,
    status: "ok",
    seconds: 1,
    figures: [{ bench: name, measure: "m", value, goal: "g", met: true }],
    ...(at ? { at } : {}),
  });
  const machine = { node: "v24", cpus: 2, cpuModel: "test" };
  const previous = {
    ...machine,
    at: "2026-11-22T10:00:00.000Z",
    benches: [outcome("gateway", "old"), outcome("event-store", "6,297/s")],
  };
  const run = {
    ...machine,
    at: "2026-11-24T10:00:00.000Z",
    benches: [outcome("gateway", "new", "2026-11-24T09:59:00.000Z")],
  };
  const merged = mergeSummary(previous, run);
  expect(merged.at).toBe(run.at);
  expect(merged.benches.map((b) => [b.name, b.figures[0]!.value, b.at])).toEqual([
    ["gateway", "new", "2026-11-24T09:59:00.000Z"],
    ["event-store", "6,297/s", "2026-11-22T10:00:00.000Z"],
  ]);
  expect(mergeSummary(null, run)).toEqual(run);
});

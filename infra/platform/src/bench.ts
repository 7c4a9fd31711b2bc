import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./start-platform.ts";

/** One line of the summary: what was measured, the figure, the goal and whether it was met. */
export interface BenchFigure {
  bench: string;
  measure: string;
  value: string;
  goal: string;
  met: boolean | null;
}

export interface BenchOutcome {
  name: string;
  status: "ok" | "not available" | "failed";
  seconds: number;
  figures: BenchFigure[];
  error?: string;
  result?: unknown;
  /** When it ran: a summary keeps earlier runs of the benchmarks a later run left out. */
  at?: string;
}

export interface BenchSummary {
  at: string;
  node: string;
  cpus: number;
  cpuModel: string;
  benches: BenchOutcome[];
}

interface BenchSpec {
  name: string;
  /** Relative to the repo root. */
  module: string;
  exportName: string;
  figures(result: Record<string, unknown>): BenchFigure[];
}

const num = (v: unknown): number => (typeof v === "number" ? v : Number.NaN);
const get = (o: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    o,
  );
/** One decimal: a ratio of 0.349 must not print as the 35% it misses. */
const pct = (v: unknown) => `${Math.round(num(v) * 1000) / 10}%`;
/** Each proxy's own CPU time per request at a fixed rate, and the whole machine's, when the bench could read them. */
const cpu = (v: unknown) => {
  const us = get(v, "microseconds");
  if (!us) return "";
  const machine = get(v, "machineMicroseconds");
  return (
    `; CPU per request at ${num(get(v, "requestsPerSecond"))}/s: gateway ${num(get(us, "gateway"))} µs (over TCP ${num(get(us, "gatewayTcp"))} µs), reference ${num(get(us, "reference"))} µs, Fastify ${num(get(us, "fastifyProxy"))} µs` +
    (machine
      ? `; whole machine ${num(get(machine, "direct"))} µs direct, ${num(get(machine, "gateway"))} µs through the gateway`
      : "")
  );
};
const met = (v: unknown) => (typeof v === "boolean" ? v : null);
/** Every run's figure, when a benchmark reports the median of several. */
const runs = (v: unknown) => (Array.isArray(v) && v.length > 1 ? `runs ${v.map(num).join(", ")}/s; ` : "");

/** The benchmarks the other workspaces export, in the order they run. */
export const BENCHES: BenchSpec[] = [
  {
    name: "gateway",
    module: "load-tests/src/bench-gateway.ts",
    exportName: "benchGateway",
    figures: (r) =>
      (["trivial", "insert"] as const).map((route) => {
        const x = get(r, "routes", route);
        return {
          bench: "gateway",
          measure: `${route} route through the gateway vs direct (median of slice pairs)`,
          value: `${pct(get(x, "ratio"))} (slices ${pct(get(x, "ratioRange", "0")).slice(0, -1)}-${pct(get(x, "ratioRange", "1"))}; ${Math.round(num(get(x, "gateway", "requestsPerSecond")))} vs ${Math.round(num(get(x, "direct", "requestsPerSecond")))} req/s; over TCP ${pct(get(x, "gatewayTcp", "ratio"))}, reference proxy ${pct(get(x, "reference", "ratio"))}, Fastify proxy ${pct(get(x, "fastifyProxy", "ratio"))}${cpu(get(x, "cpuPerRequest"))})`,
          goal: `>= ${pct(get(x, "goal"))}`,
          met: met(get(x, "met")),
        };
      }),
  },
  {
    name: "event-store",
    module: "load-tests/src/bench-event-store.ts",
    exportName: "benchEventStore",
    figures: (r) => [
      {
        bench: "event-store",
        measure: `appends per second (${num(r.writers)} writers on ${num(r.poolSize)} connections, one event per stream; median run)`,
        value: `${Math.round(num(r.appendsPerSecond))}/s (${runs(r.runsPerSecond)}p99 ${num(get(r, "latencyMs", "p99"))} ms)`,
        goal: `>= ${num(get(r, "goal", "appendsPerSecond"))}/s`,
        met: met(get(r, "goal", "met")),
      },
    ],
  },
  {
    name: "bus-latency",
    module: "load-tests/src/bench-bus-latency.ts",
    exportName: "benchBusLatency",
    figures: (r) => [
      {
        bench: "bus-latency",
        measure: "append to consumer, postgres transport",
        value: `p50 ${num(r.p50Ms)} ms, p99 ${num(r.p99Ms)} ms`,
        goal: `p99 < ${num(get(r, "goal", "p99Ms"))} ms`,
        met: met(get(r, "goal", "met")),
      },
    ],
  },
  {
    name: "idle",
    module: "load-tests/src/bench-idle.ts",
    exportName: "benchIdle",
    figures: (r) => [
      {
        bench: "idle",
        measure: "the whole platform left alone: six services, the gateway, PostgreSQL",
        value: `${num(r.percentOfOneCore)}% of one core (${Object.entries(
          (r.byProcess ?? {}) as Record<string, number>,
        )
          .map(([name, p]) => `${name} ${p}%`)
          .join(", ")})`,
        goal: `<= ${num(get(r, "goal", "percentOfOneCore"))}% of one core`,
        met: met(get(r, "goal", "met")),
      },
    ],
  },
  {
    name: "discovery",
    module: "load-tests/src/bench-discovery.ts",
    exportName: "benchDiscovery",
    figures: (r) =>
      (
        [
          ["search", "search (q, sometimes a category)"],
          ["nearMe", "near-me (near, radiusKm 25)"],
        ] as const
      ).map(([key, what]) => {
        const m = get(r, key);
        return {
          bench: "discovery",
          measure: `${what} through the gateway, ${num(r.connections)} connections, ${num(r.events)} events`,
          value: `${Math.round(num(get(m, "requestsPerSecond")))}/s, p50 ${num(get(m, "latencyMs", "p50"))} ms, p99 ${num(get(m, "latencyMs", "p99"))} ms`,
          goal: `p99 < ${num(get(r, "goal", "p99Ms"))} ms`,
          met: met(get(m, "met")),
        };
      }),
  },
  {
    name: "on-sale",
    module: "load-tests/src/bench-on-sale.ts",
    exportName: "benchOnSale",
    figures: (r) => {
      const run = get(r, "run");
      return [
        {
          bench: "on-sale",
          measure: `orders decided (placed or SOLD_OUT) through the gateway: ${num(get(run, "buyers"))} buyers, ${num(r.connections)} connections, ${num(get(run, "tickets"))} tickets`,
          value: `${num(get(run, "decidedPerSecond"))}/s, p99 ${num(get(run, "latencyMs", "p99"))} ms; ${num(get(run, "placed"))} placed, ${num(get(run, "soldOut"))} SOLD_OUT, ${num(get(run, "serverErrors"))} 5xx, ${num(get(run, "oversold"))} oversold`,
          goal: `>= ${num(get(r, "goal", "decidedPerSecond"))}/s, p99 < ${num(get(r, "goal", "p99Ms"))} ms, 0 oversold, 0 5xx`,
          met: met(get(r, "goal", "met")),
        },
      ];
    },
  },
  {
    name: "tickets",
    module: "load-tests/src/bench-tickets.ts",
    exportName: "benchTickets",
    figures: (r) => {
      const secrets = get(r, "secrets");
      const qr = get(r, "qrSvg");
      return [
        {
          bench: "tickets",
          measure: `signed ticket secrets issued per second (${num(get(secrets, "perRun"))} per run; median run)`,
          value: `${num(get(secrets, "perSecond"))}/s (${runs(get(secrets, "runsPerSecond")).slice(0, -2)})`,
          goal: `>= ${num(get(secrets, "goal"))}/s`,
          met: met(get(secrets, "met")),
        },
        {
          bench: "tickets",
          measure: `cold QR SVG rendering vs the raw qrcode library (${num(get(qr, "codes"))} distinct ${num(get(qr, "secretLength"))}-character secrets)`,
          value: `${pct(get(qr, "ratio"))} (${num(get(qr, "perSecond"))} vs ${num(get(qr, "libraryPerSecond"))}/s; ${num(get(qr, "perMinute"))} a minute)`,
          goal: `>= ${pct(get(qr, "goal"))}`,
          met: met(get(qr, "met")),
        },
      ];
    },
  },
  {
    name: "analytics",
    module: "load-tests/src/bench-analytics.ts",
    exportName: "benchAnalytics",
    figures: (r) => [
      {
        bench: "analytics",
        measure: `rebuild of the read models from ${num(r.events)} events in the log (own process)`,
        value: `${num(get(r, "rebuild", "eventsPerSecond"))} events/s (${num(get(r, "rebuild", "seconds"))} s)`,
        goal: `>= ${num(get(r, "goal", "eventsPerSecond"))}/s`,
        met: met(get(r, "rebuild", "met")),
      },
      {
        bench: "analytics",
        measure: `organisation dashboard through the gateway while a rebuild runs, ${num(get(r, "dashboard", "connections"))} connections`,
        value: `${num(get(r, "dashboard", "requestsPerSecond"))}/s, p50 ${num(get(r, "dashboard", "latencyMs", "p50"))} ms, p99 ${num(get(r, "dashboard", "latencyMs", "p99"))} ms; rebuild meanwhile ${num(get(r, "rebuildUnderLoad", "eventsPerSecond"))} events/s`,
        goal: `p99 < ${num(get(r, "goal", "p99Ms"))} ms`,
        met: met(get(r, "dashboard", "met")),
      },
    ],
  },
  {
    name: "checkin",
    module: "load-tests/src/bench-checkin.ts",
    exportName: "benchCheckin",
    figures: (r) => {
      const single = get(r, "single");
      const batch = get(r, "batch");
      const admissions = get(r, "admissions");
      const ceiling = num(get(r, "ceiling", "requestsPerSecond"));
      return [
        {
          bench: "checkin",
          measure: `single scans through the gateway, ${num(r.stations)} stations at 3 gates, 1 in 20 a repeat`,
          value: `${num(get(single, "scansPerSecond"))}/s, p50 ${num(get(single, "latencyMs", "p50"))} ms, p99 ${num(get(single, "latencyMs", "p99"))} ms; ${pct(get(single, "ratioToCeiling"))} of the direct one-insert ceiling (${ceiling}/s); ${num(get(admissions, "doubleAdmissions"))} double admissions, ${num(get(admissions, "admittedAnswers"))} admitted answers for ${num(get(admissions, "admittedTickets"))} admitted tickets`,
          goal: `>= ${num(get(r, "goal", "singlePerSecond"))}/s, p99 < ${num(get(r, "goal", "p99Ms"))} ms, 0 double admissions`,
          met: met(get(single, "met")),
        },
        {
          bench: "checkin",
          measure: `batch sync through the gateway, ${num(get(batch, "batchSize"))} scans a request`,
          value: `${num(get(batch, "scansPerSecond"))} scans/s (${pct(get(batch, "ratioToCeiling"))} of the ceiling), p99 ${num(get(batch, "latencyMs", "p99"))} ms a batch`,
          goal: `>= ${num(get(r, "goal", "batchPerSecond"))}/s`,
          met: met(get(batch, "met")),
        },
      ];
    },
  },
];

/**
 * The summary after a run of some benchmarks: theirs replace their earlier entries and the others'
 * stay, each with when it ran, so `npm run bench gateway` no longer drops the other figures.
 */
export function mergeSummary(previous: BenchSummary | null, run: BenchSummary): BenchSummary {
  const ran = new Set(run.benches.map((b) => b.name));
  const kept = (previous?.benches ?? [])
    .filter((b) => !ran.has(b.name))
    .map((b) => ({ ...b, at: b.at ?? previous!.at }));
  const order = BENCHES.map((b) => b.name);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const benches = [...kept, ...run.benches].sort((a, b) => rank(a.name) - rank(b.name));
  return { ...run, benches };
}

function readSummary(): BenchSummary | null {
  try {
    return JSON.parse(readFileSync(join(REPO_ROOT, "bench-results", "summary.json"), "utf8")) as BenchSummary;
  } catch {
    return null;
  }
}

function writeJson(name: string, value: unknown): string {
  const dir = join(REPO_ROOT, "bench-results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}

/** Runs one benchmark; a module that is missing or does not export it is "not available", not a failure. */
async function runBench(spec: BenchSpec, log: (line: string) => void): Promise<BenchOutcome> {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  const path = join(REPO_ROOT, spec.module);
  if (!existsSync(path)) {
    return {
      name: spec.name,
      status: "not available",
      seconds: 0,
      figures: [],
      error: `${spec.module} is missing`,
    };
  }
  let run: ((opts?: object) => Promise<unknown>) | undefined;
  try {
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const fn = mod[spec.exportName];
    if (typeof fn === "function") run = fn as (opts?: object) => Promise<unknown>;
  } catch (error) {
    return {
      name: spec.name,
      status: "not available",
      seconds: seconds(),
      figures: [],
      error: `${spec.module} did not load: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (!run) {
    return {
      name: spec.name,
      status: "not available",
      seconds: 0,
      figures: [],
      error: `${spec.module} does not export ${spec.exportName}()`,
    };
  }
  log(`\n== ${spec.name} (${spec.module}) ==`);
  try {
    const result = (await run()) as Record<string, unknown>;
    writeJson(spec.name, result);
    let figures: BenchFigure[];
    try {
      figures = spec.figures(result);
    } catch {
      figures = [];
    }
    return { name: spec.name, status: "ok", seconds: seconds(), figures, result };
  } catch (error) {
    return {
      name: spec.name,
      status: "failed",
      seconds: seconds(),
      figures: [],
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

/**
 * Lets the machine quieten between benchmarks: the previous one's database leaves dirty pages that
 * the kernel would otherwise write back during the next one, slowing its fsyncs (the event-store
 * bench ran a third slower right after the gateway bench's inserts).
 */
async function settle(): Promise<void> {
  try {
    execFileSync("sync");
  } catch {
    // no sync(1) here: the pause alone has to do
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
}

/** The summary as a fixed-width table. */
export function formatSummary(outcomes: BenchOutcome[]): string {
  const rows: string[][] = [["bench", "measure", "result", "goal", "met"]];
  for (const o of outcomes) {
    if (o.status !== "ok" || o.figures.length === 0) {
      rows.push([o.name, o.status, (o.error ?? "").split("\n")[0]!.slice(0, 90), "", ""]);
      continue;
    }
    for (const f of o.figures) {
      rows.push([f.bench, f.measure, f.value, f.goal, f.met === null ? "?" : f.met ? "yes" : "NO"]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/**
 * `npm run bench [names...]`: runs the benchmarks one after another (each starts the processes and the
 * PostgreSQL it needs), prints a summary table and writes bench-results/summary.json, keeping the
 * entries of benchmarks this run left out (and bench-results/<name>.json per benchmark). Resolves with the summary; never throws for one bench.
 */
export async function runBenchmarks(
  names: string[] = [],
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<BenchSummary> {
  const selected = names.length > 0 ? BENCHES.filter((b) => names.includes(b.name)) : BENCHES;
  const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length > 0)
    log(`unknown benchmark(s): ${unknown.join(", ")} (known: ${BENCHES.map((b) => b.name).join(", ")})`);
  const benches: BenchOutcome[] = [];
  for (const spec of selected) {
    if (benches.length > 0) await settle();
    benches.push({ ...(await runBench(spec, log)), at: new Date().toISOString() });
  }
  const summary: BenchSummary = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? "unknown",
    benches,
  };
  const file = writeJson("summary", mergeSummary(readSummary(), summary));
  log(`\n${formatSummary(benches)}\n`);
  for (const b of benches.filter((x) => x.status !== "ok")) log(`${b.name}: ${b.status}: ${b.error ?? ""}`);
  log(`summary written to ${file}`);
  return summary;
}

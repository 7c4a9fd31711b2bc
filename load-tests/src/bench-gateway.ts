// Gateway overhead: a trivial route and a route that does one INSERT, each measured directly against
// a small service and through the gateway in the same run (100 connections, 20 s a side after a
// warm-up, in alternating 2 s slices), printed as ratios and written to bench-results/gateway.json.
// The ratio is the median over slice pairs (each gateway slice against the direct slice just before
// it): this VM's speed drifts by a third within a minute, and pairing cancels most of that.
// The gateway forwards as npm start runs it, over the Unix socket the service also serves on. The same
// slices measure: the gateway forwarding over loopback TCP instead (a service on another machine); a
// reference proxy over the same socket (bench-services/reference-proxy.ts: node:http + undici and
// nothing else, what a bare Node proxy on undici does on this machine); and a plain Fastify proxy with its
// defaults (bench-services/fastify-proxy.ts: @fastify/http-proxy over TCP, the baseline the issue
// measured). Then each proxy's own CPU time per request is read from /proc at a fixed request rate,
// where batching is alike for all: what a proxy costs, whatever the machine's speed does to throughput.
// The goal is relative to the reference proxy in the same run, because what any proxy keeps of direct
// throughput depends on the machine: on each route the gateway keeps at least 95% of the reference's
// ratio, and spends at most 10% more CPU per request than it.
//   node load-tests/src/bench-gateway.ts
// It starts, as separate processes: an embedded PostgreSQL (temp dir, durable defaults), the bench
// service (bench-services/bench-service.ts), two gateways (gateway/src/server.ts), which route
// /api/v1/bench* to the bench service through GATEWAY_EXTRA_ROUTES, and the two other proxies. The
// INSERT route is measured with a signed access token (auth required: verified once, then served from
// the token cache, per-user limit, the token forwarded for the service to verify as well); the
// trivial route anonymously (auth optional).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { freePort } from "@mawid/local-postgres";
import { isMain, median, percentile, repoRoot, round, writeBenchResult } from "./bench-results.ts";
import { startProcess, stopProcess, waitForUrl } from "./bench-processes.ts";
import { benchDatabase } from "./local-database.ts";
import { machineBusyMs, processTreeCpuMs } from "./process-cpu.ts";

export interface GatewayBenchOptions {
  databaseUrl?: string;
  connections?: number;
  durationSeconds?: number;
  warmupSeconds?: number;
  /** Direct and gateway runs alternate in this many slices (default 10 of 2 s each). */
  rounds?: number;
  /** The fixed request rate at which each proxy's CPU time per request is read (default 2,000/s). */
  cpuRate?: number;
  /** Extra env for the gateway process (e.g. { LOG_LEVEL: "warn" }). */
  gatewayEnv?: Record<string, string>;
}

export interface Measurement {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** Another proxy in the same slices: its throughput and median slice-pair ratio (no goal). */
export interface Comparison {
  measurement: Measurement;
  ratio: number;
}

/**
 * CPU time (user + system, µs) each process spent per request at a fixed rate: `service` on direct
 * requests; each proxy its own share (the service's is not included). Null where there is no /proc.
 */
export interface CpuPerRequest {
  requestsPerSecond: number;
  microseconds: {
    service: number;
    gateway: number;
    gatewayTcp: number;
    reference: number;
    fastifyProxy: number;
  } | null;
  /**
   * The whole machine's busy CPU per request on each side (load generator, service, PostgreSQL,
   * proxy and the kernel's loopback traffic): direct / gateway is about the most of direct
   * throughput a CPU-bound machine can keep through the gateway.
   */
  machineMicroseconds: {
    direct: number;
    gateway: number;
    gatewayTcp: number;
    reference: number;
    fastifyProxy: number;
  } | null;
}

export interface RouteResult {
  direct: Measurement;
  gateway: Measurement;
  /** gateway / direct throughput: the median over slice pairs */
  ratio: number;
  /** the lowest and highest slice-pair ratio */
  ratioRange: [number, number];
  /** the gateway forwarding over loopback TCP, as to a service on another machine */
  gatewayTcp: Comparison;
  /** the reference proxy: node:http + undici, nothing else, over the same Unix socket */
  reference: Comparison;
  /** a plain Fastify proxy (@fastify/http-proxy) with its defaults (TCP), the issue's baseline */
  fastifyProxy: Comparison;
  cpuPerRequest: CpuPerRequest;
  /** The ratio the gateway has to keep: GOAL.ratioOfReference of the reference proxy's ratio. */
  goal: number;
  /** The most CPU per request (µs) the gateway may spend: GOAL.cpuOfReference of the reference's; null without /proc. */
  cpuGoal: number | null;
  /** Both goals: throughput against the reference, and CPU per request where it could be read. */
  met: boolean;
}

export interface GatewayBenchResult {
  name: "gateway";
  connections: number;
  durationSeconds: number;
  routes: { trivial: RouteResult; insert: RouteResult };
  gatewayEnv: Record<string, string>;
  /** Gateway processes (GATEWAY_WORKERS; npm start's default unless gatewayEnv sets it). */
  gatewayWorkers: number;
  cpus: number;
  /** 1-minute load average before and after: other work on the machine skews both sides. */
  loadAverage: { before: number; after: number };
  at: string;
}

const GOAL = { ratioOfReference: 0.95, cpuOfReference: 1.1 };

const pct = (ratio: number) => `${Math.round(ratio * 1000) / 10}%`;

async function load(
  options: autocannon.Options & { url: string },
  seconds: number,
  connections: number,
): Promise<Measurement> {
  const result = await autocannon({ ...options, connections, duration: seconds });
  return {
    requestsPerSecond: round(result.requests.total / result.duration, 0),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Slices of one side, folded: mean throughput, worst-slice percentiles, summed failures. */
function combine(slices: Measurement[]): Measurement {
  return {
    requestsPerSecond: round(slices.reduce((n, m) => n + m.requestsPerSecond, 0) / slices.length, 0),
    latencyMs: {
      p50: Math.max(...slices.map((m) => m.latencyMs.p50)),
      p99: Math.max(...slices.map((m) => m.latencyMs.p99)),
    },
    non2xx: slices.reduce((n, m) => n + m.non2xx, 0),
    errors: slices.reduce((n, m) => n + m.errors, 0),
  };
}

export async function benchGateway(opts: GatewayBenchOptions = {}): Promise<GatewayBenchResult> {
  const connections = opts.connections ?? 100;
  const durationSeconds = opts.durationSeconds ?? 20;
  const warmupSeconds = opts.warmupSeconds ?? 3;
  const rounds = opts.rounds ?? 10;
  const cpuRate = opts.cpuRate ?? 2_000;
  const loadBefore = round(loadavg()[0]!, 2);
  const database = await benchDatabase(opts.databaseUrl);
  const children: ChildProcess[] = [];
  let socketDir: string | undefined;
  try {
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "bench-1", alg: "RS256", use: "sig" };
    const token = await new SignJWT({
      sub: "7d1c5e1a-2b3c-4d5e-8f90-a1b2c3d4e5f6",
      email: "bench@example.org",
      emailVerified: true,
      role: "user",
      orgs: {},
    })
      .setProtectedHeader({ alg: "RS256", kid: "bench-1" })
      .setIssuer("mawid-identity")
      .setAudience("mawid")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);

    // every server runs as its own process, answering /health/ready once it can serve
    const startServer = async (name: string, script: string, env: Record<string, string>) => {
      const port = await freePort();
      const child = startProcess(name, join(repoRoot, script), { ...env, PORT: String(port) });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitForUrl(`${url}/health/ready`, 30_000);
      return { url, process: child };
    };
    // as npm start runs a service: on its port, and on a Unix socket the gateway forwards over
    socketDir = mkdtempSync(join(tmpdir(), "mawid-bench-"));
    const serviceSocket = join(socketDir, "bench.sock");
    const bench = await startServer("bench-service", "load-tests/src/bench-services/bench-service.ts", {
      SOCKET_PATH: serviceSocket,
      DATABASE_URL: database.url,
      BENCH_JWKS: JSON.stringify({ keys: [jwk] }),
    });
    const service = bench.url;

    const routesTo = (socket: string | undefined) =>
      JSON.stringify([
        {
          path: "/api/v1/bench/noop",
          methods: ["GET"],
          service: "bench",
          url: service,
          socket,
          auth: "optional",
        },
        { path: "/api/v1/bench*", service: "bench", url: service, socket, auth: "required" },
      ]);
    const gatewayEnv: Record<string, string> = {
      // the bench service stands in for identity's JWKS
      IDENTITY_URL: service,
      // one client IP sends everything here: lift the per-IP and per-user limits (they still run)
      RATE_LIMIT_PER_IP: "1000000000",
      RATE_LIMIT_PER_USER: "1000000000",
      ...opts.gatewayEnv,
    };
    const startGateway = (name: string, socket: string | undefined) =>
      startServer(name, "gateway/src/server.ts", { ...gatewayEnv, GATEWAY_EXTRA_ROUTES: routesTo(socket) });
    const gateway = await startGateway("gateway", serviceSocket);
    const gatewayTcp = await startGateway("gateway-tcp", undefined);
    const health = (await (await fetch(`${gateway.url}/api/v1/health`)).json()) as {
      gateway: { workers: number };
    };
    const reference = await startServer(
      "reference-proxy",
      "load-tests/src/bench-services/reference-proxy.ts",
      {
        UPSTREAM: service,
        UPSTREAM_SOCKET: serviceSocket,
      },
    );
    const fastifyProxy = await startServer(
      "fastify-proxy",
      "load-tests/src/bench-services/fastify-proxy.ts",
      {
        UPSTREAM: service,
      },
    );

    const trivial = (base: string) => ({ url: `${base}/api/v1/bench/noop` });
    const insert = (base: string) => ({
      url: `${base}/api/v1/bench/rows`,
      method: "POST" as const,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ payload: "as-salamu alaykum" }),
    });
    type LoadRequest = autocannon.Options & { url: string };
    const sides = (request: (base: string) => LoadRequest) => ({
      direct: { request: request(service), process: bench.process },
      gateway: { request: request(gateway.url), process: gateway.process },
      gatewayTcp: { request: request(gatewayTcp.url), process: gatewayTcp.process },
      reference: { request: request(reference.url), process: reference.process },
      fastifyProxy: { request: request(fastifyProxy.url), process: fastifyProxy.process },
    });
    type Side = keyof ReturnType<typeof sides>;
    const order: Side[] = ["direct", "gateway", "gatewayTcp", "reference", "fastifyProxy"];
    const bySide = <T>(value: (side: Side) => T) =>
      Object.fromEntries(order.map((side) => [side, value(side)])) as Record<Side, T>;

    // Direct and proxied runs alternate in short slices, so that load from anything else on the
    // machine hits every side alike; the slices add up to `durationSeconds` per side.
    const throughput = async (name: string, route: ReturnType<typeof sides>) => {
      for (const side of order) await load(route[side].request, warmupSeconds, connections);
      const slices = bySide((): Measurement[] => []);
      for (let i = 0; i < rounds; i++) {
        for (const side of order) {
          slices[side].push(await load(route[side].request, durationSeconds / rounds, connections));
        }
      }
      const combined = bySide((side) => combine(slices[side]));
      for (const side of order) {
        const m = combined[side];
        console.log(
          `${`${name} ${side}`.padEnd(20)} ${String(m.requestsPerSecond).padStart(7)} req/s  p50 ${m.latencyMs.p50} ms  p99 ${m.latencyMs.p99} ms` +
            (m.non2xx || m.errors ? `  non-2xx ${m.non2xx} errors ${m.errors}` : ""),
        );
      }
      // each proxied slice against the direct slice just before it
      const ratios = (side: Side) =>
        slices[side]
          .map((m, i) => m.requestsPerSecond / slices.direct[i]!.requestsPerSecond)
          .sort((x, y) => x - y);
      const comparison = (side: Side): Comparison => ({
        measurement: combined[side],
        ratio: round(percentile(ratios(side), 50), 3),
      });
      const gatewayRatios = ratios("gateway");
      return {
        direct: combined.direct,
        gateway: combined.gateway,
        ratio: round(percentile(gatewayRatios, 50), 3),
        ratioRange: [round(gatewayRatios[0]!, 3), round(gatewayRatios.at(-1)!, 3)] as [number, number],
        gatewayTcp: comparison("gatewayTcp"),
        reference: comparison("reference"),
        fastifyProxy: comparison("fastifyProxy"),
      };
    };

    // At a fixed rate every process wakes as often on every side, so CPU per request compares the
    // proxies' own work; the median of five 3 s runs per side, alternating (CPU is judged too).
    const cpuPerRequest = async (route: ReturnType<typeof sides>): Promise<CpuPerRequest> => {
      const own = bySide((): number[] => []);
      const machine = bySide((): number[] => []);
      for (let i = 0; i < 5; i++) {
        for (const side of order) {
          const pid = route[side].process.pid!;
          const before = [processTreeCpuMs(pid), machineBusyMs()];
          const result = await autocannon({
            ...route[side].request,
            connections,
            duration: 3,
            overallRate: cpuRate,
          });
          const after = [processTreeCpuMs(pid), machineBusyMs()];
          if (before.includes(null) || after.includes(null)) {
            return { requestsPerSecond: cpuRate, microseconds: null, machineMicroseconds: null };
          }
          const requests = Math.max(1, result.requests.total);
          own[side].push(((after[0]! - before[0]!) * 1000) / requests);
          machine[side].push(((after[1]! - before[1]!) * 1000) / requests);
        }
      }
      const medianOf = (samples: Record<Side, number[]>, side: Side) => round(median(samples[side]), 0);
      return {
        requestsPerSecond: cpuRate,
        microseconds: {
          service: medianOf(own, "direct"),
          gateway: medianOf(own, "gateway"),
          gatewayTcp: medianOf(own, "gatewayTcp"),
          reference: medianOf(own, "reference"),
          fastifyProxy: medianOf(own, "fastifyProxy"),
        },
        machineMicroseconds: bySide((side) => medianOf(machine, side)),
      };
    };

    const measureRoute = async (name: string, request: (base: string) => LoadRequest) => {
      const route = sides(request);
      const runs = await throughput(name, route);
      const cpu = await cpuPerRequest(route);
      const goal = round(runs.reference.ratio * GOAL.ratioOfReference, 3);
      const us = cpu.microseconds;
      const cpuGoal = us === null ? null : round(us.reference * GOAL.cpuOfReference, 1);
      const met = runs.ratio >= goal && (us === null || cpuGoal === null || us.gateway <= cpuGoal);
      return { ...runs, cpuPerRequest: cpu, goal, cpuGoal, met } satisfies RouteResult;
    };
    const trivialRoute = await measureRoute("trivial", trivial);
    const insertRoute = await measureRoute("insert", insert);

    const result: GatewayBenchResult = {
      name: "gateway",
      connections,
      durationSeconds,
      routes: {
        trivial: trivialRoute,
        insert: insertRoute,
      },
      gatewayEnv: Object.fromEntries(Object.entries(gatewayEnv).filter(([k]) => k !== "IDENTITY_URL")),
      gatewayWorkers: health.gateway.workers,
      cpus: availableParallelism(),
      loadAverage: { before: loadBefore, after: round(loadavg()[0]!, 2) },
      at: new Date().toISOString(),
    };
    for (const [name, r] of Object.entries(result.routes)) {
      console.log(
        `${name}: gateway keeps ${pct(r.ratio)} of direct throughput (slices ${pct(r.ratioRange[0])}-${pct(r.ratioRange[1])}), the reference proxy ${pct(r.reference.ratio)} (goal: ${pct(r.goal)}, 95% of the reference's); over TCP the gateway keeps ${pct(r.gatewayTcp.ratio)}, the Fastify proxy ${pct(r.fastifyProxy.ratio)}`,
      );
      const us = r.cpuPerRequest.microseconds;
      if (us) {
        console.log(
          `${name}: CPU per request at ${r.cpuPerRequest.requestsPerSecond}/s: gateway ${us.gateway} µs (goal: at most ${r.cpuGoal} µs, 110% of the reference's; over TCP ${us.gatewayTcp} µs), reference proxy ${us.reference} µs, Fastify proxy ${us.fastifyProxy} µs (the service itself ${us.service} µs)`,
        );
      }
      console.log(`${name}: ${r.met ? "met" : "NOT met"}`);
      const machine = r.cpuPerRequest.machineMicroseconds;
      if (machine) {
        console.log(
          `${name}: whole machine per request: direct ${machine.direct} µs, through the gateway ${machine.gateway} µs (${pct(machine.direct / machine.gateway)} of direct at most, if CPU is all that limits), over TCP ${machine.gatewayTcp} µs, reference proxy ${machine.reference} µs, Fastify proxy ${machine.fastifyProxy} µs`,
        );
      }
    }
    console.log(`wrote ${writeBenchResult("gateway", result)}`);
    return result;
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    if (socketDir) rmSync(socketDir, { recursive: true, force: true });
    await database.stop();
  }
}

if (isMain(import.meta.url)) {
  // BENCH_GATEWAY_ENV='{"GATEWAY_WORKERS":"2"}' tries other gateway settings
  await benchGateway({
    gatewayEnv: JSON.parse(process.env.BENCH_GATEWAY_ENV ?? "{}") as Record<string, string>,
  });
}

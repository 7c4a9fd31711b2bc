// Gateway overhead: a trivial route and a route that does one INSERT, each measured directly against
// a small service and through the gateway in the same run (100 connections, 20 s a side after a
// warm-up, in alternating 2 s slices), printed as ratios and written to bench-results/gateway.json.
// The ratio is the median over slice pairs (each gateway slice against the direct slice just before
// it): this VM's speed drifts by a third within a minute, and pairing cancels most of that. A
// reference proxy (bench-services/reference-proxy.ts: node:http + undici and nothing else) runs in
// the same slices, so the gateway's figure stands beside the floor a Node proxy sets on this machine.
//   node load-tests/src/bench-gateway.ts
// It starts, as separate processes: an embedded PostgreSQL (temp dir, durable defaults), the bench
// service (bench-services/bench-service.ts) and the gateway (gateway/src/server.ts), which routes
// /api/v1/bench* to the bench service through GATEWAY_EXTRA_ROUTES. The INSERT route is measured
// with a signed access token (auth required: verified once, then served from the token cache,
// per-user limit, x-mawid-user forwarded); the trivial route anonymously (auth optional).
import { type ChildProcess, spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { freePort } from "@mawid/local-postgres";
import { isMain, percentile, repoRoot, round, writeBenchResult } from "./bench-results.ts";
import { benchDatabase } from "./local-database.ts";

export interface GatewayBenchOptions {
  databaseUrl?: string;
  connections?: number;
  durationSeconds?: number;
  warmupSeconds?: number;
  /** Direct and gateway runs alternate in this many slices (default 10 of 2 s each). */
  rounds?: number;
  /** Extra env for the gateway process (e.g. { LOG_LEVEL: "warn" }). */
  gatewayEnv?: Record<string, string>;
}

export interface Measurement {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

export interface RouteResult {
  direct: Measurement;
  gateway: Measurement;
  /** gateway / direct throughput: the median over slice pairs */
  ratio: number;
  /** the lowest and highest slice-pair ratio */
  ratioRange: [number, number];
  /** the reference proxy in the same slices: its throughput and median ratio (no goal) */
  reference: { measurement: Measurement; ratio: number };
  goal: number;
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

const GOALS = { trivial: 0.35, insert: 0.75 };

const pct = (ratio: number) => `${Math.round(ratio * 1000) / 10}%`;

function startProcess(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (code !== 0 && code !== null) console.error(`${name} exited with ${code ?? signal}`);
  });
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
  const loadBefore = round(loadavg()[0]!, 2);
  const database = await benchDatabase(opts.databaseUrl);
  const children: ChildProcess[] = [];
  try {
    const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
    const jwk = { ...(await exportJWK(publicKey)), kid: "bench-1", alg: "EdDSA", use: "sig" };
    const token = await new SignJWT({
      sub: "7d1c5e1a-2b3c-4d5e-8f90-a1b2c3d4e5f6",
      email: "bench@example.org",
      emailVerified: true,
      role: "user",
      orgs: {},
    })
      .setProtectedHeader({ alg: "EdDSA", kid: "bench-1" })
      .setIssuer("mawid-identity")
      .setAudience("mawid")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);

    const servicePort = await freePort();
    const service = `http://127.0.0.1:${servicePort}`;
    children.push(
      startProcess("bench-service", join(repoRoot, "load-tests/src/bench-services/bench-service.ts"), {
        PORT: String(servicePort),
        DATABASE_URL: database.url,
        BENCH_JWKS: JSON.stringify({ keys: [jwk] }),
      }),
    );
    await waitFor(`${service}/health/ready`);

    const gatewayPort = await freePort();
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    const gatewayEnv: Record<string, string> = {
      PORT: String(gatewayPort),
      // the bench service stands in for identity's JWKS
      IDENTITY_URL: service,
      // one client IP sends everything here: lift the per-IP and per-user limits (they still run)
      RATE_LIMIT_PER_IP: "1000000000",
      RATE_LIMIT_PER_USER: "1000000000",
      GATEWAY_EXTRA_ROUTES: JSON.stringify([
        { path: "/api/v1/bench/noop", methods: ["GET"], service: "bench", url: service, auth: "optional" },
        { path: "/api/v1/bench*", service: "bench", url: service, auth: "required" },
      ]),
      ...opts.gatewayEnv,
    };
    children.push(startProcess("gateway", join(repoRoot, "gateway/src/server.ts"), gatewayEnv));
    await waitFor(`${gateway}/health/ready`);
    const health = (await (await fetch(`${gateway}/api/v1/health`)).json()) as {
      gateway: { workers: number };
    };

    const referencePort = await freePort();
    const reference = `http://127.0.0.1:${referencePort}`;
    children.push(
      startProcess("reference-proxy", join(repoRoot, "load-tests/src/bench-services/reference-proxy.ts"), {
        PORT: String(referencePort),
        UPSTREAM: service,
      }),
    );
    await waitFor(`${reference}/health/ready`);

    const trivial = (base: string) => ({ url: `${base}/api/v1/bench/noop` });
    const insert = (base: string) => ({
      url: `${base}/api/v1/bench/rows`,
      method: "POST" as const,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ payload: "as-salamu alaykum" }),
    });

    // Direct and through-the-gateway runs alternate in short slices, so that load from anything else
    // on the machine hits both sides alike; the slices add up to `durationSeconds` per side.
    const compare = async (
      name: string,
      direct: autocannon.Options & { url: string },
      through: typeof direct,
      floor: typeof direct,
    ) => {
      await load(direct, warmupSeconds, connections);
      await load(through, warmupSeconds, connections);
      await load(floor, warmupSeconds, connections);
      const slice = durationSeconds / rounds;
      const a: Measurement[] = [];
      const b: Measurement[] = [];
      const c: Measurement[] = [];
      for (let i = 0; i < rounds; i++) {
        a.push(await load(direct, slice, connections));
        b.push(await load(through, slice, connections));
        c.push(await load(floor, slice, connections));
      }
      const d = combine(a);
      const g = combine(b);
      const f = combine(c);
      for (const [label, m] of [
        [`${name} direct`, d],
        [`${name} gateway`, g],
        [`${name} reference`, f],
      ] as const) {
        console.log(
          `${label.padEnd(16)} ${String(m.requestsPerSecond).padStart(7)} req/s  p50 ${m.latencyMs.p50} ms  p99 ${m.latencyMs.p99} ms` +
            (m.non2xx || m.errors ? `  non-2xx ${m.non2xx} errors ${m.errors}` : ""),
        );
      }
      const paired = (side: Measurement[]) =>
        side.map((m, i) => m.requestsPerSecond / a[i]!.requestsPerSecond).sort((x, y) => x - y);
      return { direct: d, gateway: g, reference: f, ratios: paired(b), referenceRatios: paired(c) };
    };

    const route = (runs: Awaited<ReturnType<typeof compare>>, goal: number): RouteResult => {
      const { ratios, referenceRatios } = runs;
      const ratio = round(percentile(ratios, 50), 3);
      const ratioRange: [number, number] = [round(ratios[0]!, 3), round(ratios.at(-1)!, 3)];
      return {
        direct: runs.direct,
        gateway: runs.gateway,
        ratio,
        ratioRange,
        reference: { measurement: runs.reference, ratio: round(percentile(referenceRatios, 50), 3) },
        goal,
        met: ratio >= goal,
      };
    };

    const trivialRuns = await compare("trivial", trivial(service), trivial(gateway), trivial(reference));
    const insertRuns = await compare("insert", insert(service), insert(gateway), insert(reference));

    const result: GatewayBenchResult = {
      name: "gateway",
      connections,
      durationSeconds,
      routes: {
        trivial: route(trivialRuns, GOALS.trivial),
        insert: route(insertRuns, GOALS.insert),
      },
      gatewayEnv: Object.fromEntries(
        Object.entries(gatewayEnv).filter(
          ([k]) => !["PORT", "IDENTITY_URL", "GATEWAY_EXTRA_ROUTES"].includes(k),
        ),
      ),
      gatewayWorkers: health.gateway.workers,
      cpus: availableParallelism(),
      loadAverage: { before: loadBefore, after: round(loadavg()[0]!, 2) },
      at: new Date().toISOString(),
    };
    for (const [name, r] of Object.entries(result.routes)) {
      console.log(
        `${name}: gateway keeps ${pct(r.ratio)} of direct throughput (slices ${pct(r.ratioRange[0])}-${pct(r.ratioRange[1])}; goal ${pct(r.goal)}) ${r.met ? "met" : "NOT met"}; the reference proxy keeps ${pct(r.reference.ratio)}`,
      );
    }
    console.log(`wrote ${writeBenchResult("gateway", result)}`);
    return result;
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    await database.stop();
  }
}

if (isMain(import.meta.url)) {
  // BENCH_GATEWAY_ENV='{"UPSTREAM_PIPELINING":"4"}' tries other gateway settings
  await benchGateway({
    gatewayEnv: JSON.parse(process.env.BENCH_GATEWAY_ENV ?? "{}") as Record<string, string>,
  });
}

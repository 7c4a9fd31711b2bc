// Analytics: a rebuild of the read models from a log of 1,000,000 events (ANALYTICS_BENCH_EVENTS to
// change it), and the organisation dashboard's latency through the gateway while a rebuild runs.
//   node load-tests/src/bench-analytics.ts      (or npm run bench analytics)
// It starts, as separate processes: an embedded PostgreSQL (temp dir, durable defaults), the analytics
// service (which migrates the bus's log and its schema) and the gateway over the service's Unix
// socket, as npm start does; access tokens are checked against a key of the bench's own, served as
// identity serves its JWKS. The log (events created and published with their ticket types, orders
// placed, paid, expired and refunded, payments, gifts and check-ins) is written by INSERT ... SELECT
// (bench-analytics-seed.ts), with the analytics groups' checkpoints at its end as if the live
// consumers had caught up. Then `npm run analytics -- rebuild` runs twice as its own process: once on
// a quiet machine (events per second; goal at least 20,000), and once while autocannon asks for 20
// organisations' dashboards through the gateway (p99; goal under 50 ms).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DEFAULT_TIER_FEATURES } from "@mawid/contracts/identity";
import { freePort } from "@mawid/local-postgres";
import { testIssuer } from "@mawid/service";
import { organizationId, planFor, type SeedPlan, seedLog } from "./bench-analytics-seed.ts";
import { isMain, repoRoot, round, writeBenchResult } from "./bench-results.ts";
import { serveKeys, startBenchGateway, startProcess, stopProcess, waitForUrl } from "./bench-processes.ts";
import { benchDatabase } from "./local-database.ts";

export interface AnalyticsBenchOptions {
  databaseUrl?: string;
  events?: number;
  connections?: number;
}

export interface RebuildRun {
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

export interface AnalyticsBenchResult {
  name: "analytics";
  events: number;
  seed: SeedPlan & { seconds: number };
  rebuild: RebuildRun & { met: boolean };
  rebuildUnderLoad: RebuildRun;
  dashboard: {
    connections: number;
    requests: number;
    requestsPerSecond: number;
    latencyMs: { p50: number; p90: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    met: boolean;
  };
  goal: { eventsPerSecond: number; p99Ms: number; met: boolean };
  cpus: number;
  loadAverage: { before: number; after: number };
  at: string;
}

const GOAL_EVENTS_PER_SECOND = 20_000;
const GOAL_P99_MS = 50;
const DASHBOARD_ORGANISATIONS = 20;

/** `npm run analytics -- rebuild` as its own process; its last line says how many events at what rate. */
function runRebuild(databaseUrl: string): Promise<RebuildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, "services/analytics/src/cli.ts"), "rebuild"], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let last = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      for (const line of chunk.split("\n").filter(Boolean)) {
        last = line;
        process.stdout.write(`  rebuild: ${line}\n`);
      }
    });
    child.on("exit", (code) => {
      const m = /rebuilt from ([\d,]+) events in ([\d.]+) s \(([\d,]+) events\/s\)/.exec(last);
      if (code !== 0 || !m) return reject(new Error(`rebuild exited with ${code}: ${last}`));
      const num = (s: string) => Number(s.replaceAll(",", ""));
      resolve({ events: num(m[1]!), seconds: Number(m[2]), eventsPerSecond: num(m[3]!) });
    });
  });
}

/** The analytics groups go on after the seeded log, as live consumers that had caught up would. */
async function checkpointAtEnd(client: pg.Client): Promise<void> {
  await client.query(`
    INSERT INTO bus.checkpoints (group_name, topic, transaction_id, position)
    SELECT g, m.topic, m.transaction_id, m.position
    FROM unnest(ARRAY['analytics.event-facts','analytics.sales','analytics.donations','analytics.attendance']) AS g
    CROSS JOIN LATERAL (
      SELECT DISTINCT ON (topic) topic, transaction_id, position FROM bus.messages
      ORDER BY topic, transaction_id DESC, position DESC) m
    ON CONFLICT (group_name, topic) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, position = EXCLUDED.position`);
}

export async function benchAnalytics(opts: AnalyticsBenchOptions = {}): Promise<AnalyticsBenchResult> {
  const events = opts.events ?? Number(process.env.ANALYTICS_BENCH_EVENTS ?? 1_000_000);
  const connections = opts.connections ?? 10;
  const loadBefore = round(loadavg()[0]!, 2);
  const database = await benchDatabase(opts.databaseUrl);
  const children: ChildProcess[] = [];
  const socketDir = mkdtempSync(join(tmpdir(), "mawid-bench-"));
  const client = new pg.Client({ connectionString: database.url });
  const issuer = await testIssuer();
  const keys = await serveKeys(issuer.jwks);
  try {
    const analyticsPort = await freePort();
    const analyticsSocket = join(socketDir, "analytics.sock");
    children.push(
      startProcess("analytics", "services/analytics/src/server.ts", {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        PORT: String(analyticsPort),
        SOCKET_PATH: analyticsSocket,
        DATABASE_URL: database.url,
        BUS: "postgres",
        IDENTITY_URL: keys.url,
        // the log is a year old: the default week's retention would prune what the rebuild replays
        BUS_RETENTION_HOURS: "87600",
      }),
    );
    await waitForUrl(`http://127.0.0.1:${analyticsPort}/health/live`, 60_000);
    const started = await startBenchGateway({
      IDENTITY_URL: keys.url,
      ANALYTICS_URL: `http://127.0.0.1:${analyticsPort}`,
      ANALYTICS_SOCKET: analyticsSocket,
    });
    children.push(started.child);
    const gateway = started.url;
    await client.connect();

    const plan = planFor(events);
    const seeding = Date.now();
    const logged = await seedLog(client, plan);
    await checkpointAtEnd(client);
    const seedSeconds = round((Date.now() - seeding) / 1000, 1);
    console.log(`seeded ${logged} events (${plan.events} events, ${plan.orders} orders) in ${seedSeconds} s`);

    const rebuild = await runRebuild(database.url);
    console.log(`rebuild: ${rebuild.eventsPerSecond} events/s (goal >= ${GOAL_EVENTS_PER_SECOND})`);

    const hosts = await Promise.all(
      Array.from({ length: DASHBOARD_ORGANISATIONS }, async (_, n) => {
        const id = organizationId(n);
        const claims = {
          sub: id,
          email: `host${n}@example.org`,
          emailVerified: true,
          role: "user" as const,
          orgs: {
            [id]: {
              role: "owner" as const,
              tier: "masjid" as const,
              features: [...DEFAULT_TIER_FEATURES.masjid],
            },
          },
        };
        const { authorization } = await issuer.bearer(claims);
        return { path: `/api/v1/analytics/organizations/${id}/dashboard`, authorization: authorization! };
      }),
    );
    const probe = await fetch(`${gateway}${hosts[0]!.path}`, {
      headers: { authorization: hosts[0]!.authorization },
    });
    if (probe.status !== 200)
      throw new Error(`the dashboard through the gateway answered ${probe.status}: ${await probe.text()}`);

    let next = 0;
    const underLoad = runRebuild(database.url);
    const load = autocannon({
      url: gateway,
      connections,
      duration: Math.max(10, Math.round(rebuild.seconds * 0.9)),
      requests: [
        {
          setupRequest: (request) => {
            const host = hosts[next++ % hosts.length]!;
            request.path = host.path;
            request.headers = { ...request.headers, authorization: host.authorization };
            return request;
          },
        },
      ],
    });
    const [rebuildUnderLoad, cannon] = await Promise.all([underLoad, load]);
    const p99 = cannon.latency.p99;
    const dashboard = {
      connections,
      requests: cannon.requests.total,
      requestsPerSecond: round(cannon.requests.total / cannon.duration, 0),
      latencyMs: { p50: cannon.latency.p50, p90: cannon.latency.p90, p99, max: cannon.latency.max },
      non2xx: cannon.non2xx,
      errors: cannon.errors + cannon.timeouts,
      met: p99 < GOAL_P99_MS && cannon.non2xx === 0 && cannon.errors + cannon.timeouts === 0,
    };
    console.log(
      `dashboard during a rebuild: ${dashboard.requestsPerSecond} req/s, p50 ${dashboard.latencyMs.p50} ms, p99 ${p99} ms (goal < ${GOAL_P99_MS} ms: ${dashboard.met ? "met" : "NOT met"}); rebuild meanwhile ${rebuildUnderLoad.eventsPerSecond} events/s`,
    );
    const rebuildMet = rebuild.eventsPerSecond >= GOAL_EVENTS_PER_SECOND;
    const result: AnalyticsBenchResult = {
      name: "analytics",
      events: logged,
      seed: { ...plan, seconds: seedSeconds },
      rebuild: { ...rebuild, met: rebuildMet },
      rebuildUnderLoad,
      dashboard,
      goal: { eventsPerSecond: GOAL_EVENTS_PER_SECOND, p99Ms: GOAL_P99_MS, met: rebuildMet && dashboard.met },
      cpus: availableParallelism(),
      loadAverage: { before: loadBefore, after: round(loadavg()[0]!, 2) },
      at: new Date().toISOString(),
    };
    console.log(`wrote ${writeBenchResult("analytics", result)}`);
    return result;
  } finally {
    await client.end().catch(() => {});
    for (const child of children.reverse()) await stopProcess(child);
    keys.server.close();
    rmSync(socketDir, { recursive: true, force: true });
    await database.stop();
  }
}

if (isMain(import.meta.url)) await benchAnalytics();

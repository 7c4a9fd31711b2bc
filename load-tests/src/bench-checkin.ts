// Check-in at doors-open: 100 stations (enrolled devices, a third at each of three entrances) scan
// one convention's tickets through the gateway. (a) Single scans, `POST /api/v1/checkin/scans`, each
// with a nonce, one in twenty a code its entrance already let in: scans per second and p50/p99. (b)
// Batch sync, `POST /api/v1/checkin/scans/batch`, 250 offline scans a request: scans per second. (c)
// The same run's ceiling: one INSERT a request straight to a bare service on the same PostgreSQL, no
// gateway (bench-services/bench-service.ts, the gateway bench's insert route), and each figure as a
// ratio of it. Each phase starts after a warm-up of the same requests. Before the batch phase and
// before the ceiling, the bench waits until check-in has relayed the scans' events to the bus
// (settleSeconds), so no measurement pays for the one before.
// Then the database must show no ticket admitted twice, and as many admitted answers as admitted
// tickets. Goals (issue 21): single scans >= 4,000/s with p99 < 50 ms and 0 double admissions; batch
// sync >= 20,000 scans/s. Results go to bench-results/checkin.json.
//   node load-tests/src/bench-checkin.ts        (or npm run bench checkin)
// CHECKIN_BENCH_SCANS changes the number of single scans (20,000; batch sync sends 5/4 of that); each
// phase stops sending after 60 s all the same, on a machine too busy to finish it.
// It starts, as separate processes, as npm start runs them in production mode: an embedded PostgreSQL
// (temp dir, durable defaults), the check-in service on the postgres bus, the gateway forwarding over
// the service's Unix socket, and the bench service, which also serves the bench's token keys as
// identity serves its JWKS. The event, its ticket key and its tickets are published on the bus as the
// events service and ticketing publish them (bench-checkin-seed.ts), so check-in's own consumers
// project them; the gates and the devices are made through the gateway by the event's host.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import type { TEnrolledDevice, TGate } from "@mawid/contracts/checkin";
import { DEFAULT_TIER_FEATURES } from "@mawid/contracts/identity";
import { type Bus, createBus } from "@mawid/bus";
import { freePort } from "@mawid/local-postgres";
import { testIssuer } from "@mawid/service";
import { DOORS, type Door, type SeededTicket, seedDoorsOpen } from "./bench-checkin-seed.ts";
import {
  type Queues,
  runBatchSync,
  runSingleScans,
  type Station,
  type StationRun,
} from "./bench-checkin-stations.ts";
import { startBenchGateway, startProcess, stopProcess, waitForUrl } from "./bench-processes.ts";
import { keepClientPausesShort } from "./client-gc.ts";
import { cpuSplit, splitText } from "./process-cpu.ts";
import { isMain, round, writeBenchResult } from "./bench-results.ts";
import { benchDatabase } from "./local-database.ts";

export interface CheckinBenchOptions {
  databaseUrl?: string;
  stations?: number;
  singleScans?: number;
  batchSize?: number;
}

export interface Admissions {
  /** `admitted` answers over every phase of the run, warm-ups included. */
  admittedAnswers: number;
  /** Tickets with a TicketCheckedIn in check-in's event store. */
  admittedTickets: number;
  /** Tickets with more than one TicketCheckedIn: must be 0. */
  doubleAdmissions: number;
  /** Rows of the admissions projection for the event (one per admitted ticket). */
  projectionRows: number;
}

export interface CheckinBenchResult {
  name: "checkin";
  stations: number;
  tickets: number;
  seedSeconds: number;
  /**
   * cpuPerScanUs: CPU per scan, µs, by process (the gateway, check-in, PostgreSQL, this bench's own
   * stations), from the phase's first request until its events are relayed.
   */
  single: StationRun & { ratioToCeiling: number; met: boolean; cpuPerScanUs: Record<string, number | null> };
  batch: StationRun & {
    batchSize: number;
    ratioToCeiling: number;
    met: boolean;
    cpuPerScanUs: Record<string, number | null>;
  };
  ceiling: {
    route: string;
    requestsPerSecond: number;
    latencyMs: { p50: number; p99: number };
    non2xx: number;
  };
  warmup: { single: StationRun; batch: StationRun };
  /** Seconds check-in's relay and consumers went on working after each phase, before the next began. */
  settleSeconds: { afterSingle: number; afterBatch: number };
  admissions: Admissions & { consistent: boolean };
  goal: { singlePerSecond: number; p99Ms: number; batchPerSecond: number; doubleAdmissions: 0; met: boolean };
  cpus: number;
  loadAverage: { before: number; after: number };
  at: string;
}

const GOAL = { singlePerSecond: 4_000, p99Ms: 50, batchPerSecond: 20_000 };
const REPEAT_EVERY = 20;
/**
 * Scans before the measured ones, as many as it takes V8 to finish optimising the hot paths: at about
 * 10,500 requests both check-in's and the gateway's V8 worker threads compile for some 300 ms, which
 * on 2 cores holds every answer up. With 2,000 that fell inside the measured phase and made most of
 * its slowest 1% (p99 70 to 90 ms); a real doors-open pays it once, in the first minute.
 */
const WARMUP_SCANS = 15_000;
const WARMUP_BATCHES = 4;
/** Each phase stops sending after this long, done or not (its rate is what was done by then). */
const MAX_SECONDS = 60;
const WARMUP_SECONDS = 10;

/** Takes `n` tickets of each entrance off the front of `left` as a phase's queues. */
function queuesOf(left: Queues, n: number): Queues {
  return Object.fromEntries(DOORS.map((d) => [d, left[d].splice(0, n)])) as Queues;
}

/** Resolves once check-in's consumers have projected the event, its key and all its tickets. */
async function projected(client: pg.Client, eventId: string, tickets: number): Promise<void> {
  const until = Date.now() + 600_000;
  for (;;) {
    const { rows } = await client.query<{ ready: boolean }>(
      `SELECT (SELECT count(*) FROM checkin.tickets WHERE event_id = $1) = $2
          AND EXISTS (SELECT 1 FROM checkin.ticket_keys WHERE event_id = $1)
          AND EXISTS (SELECT 1 FROM checkin.known_events WHERE event_id = $1 AND status = 'published') AS ready`,
      [eventId, tickets],
    );
    if (rows[0]?.ready) return;
    if (Date.now() > until) throw new Error("check-in did not project the seeded tickets in 10 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Waits until check-in has relayed every scan's events to the bus (none of its own consumers reads
 * them), so each phase, and the ceiling, starts on a machine no longer working off the one before.
 * Answers how long that took.
 */
async function settled(client: pg.Client): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM checkin.outbox");
    if (rows[0]!.n === 0) return round((Date.now() - started) / 1000, 1);
    if (Date.now() - started > 300_000)
      throw new Error("check-in did not relay the scans' events in 5 minutes");
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What check-in's event store and projection say was admitted, against the answers the stations heard. */
async function countAdmissions(
  client: pg.Client,
  eventId: string,
  admittedAnswers: number,
): Promise<Admissions> {
  const { rows } = await client.query<Omit<Admissions, "admittedAnswers">>(
    `WITH admitted AS (
       SELECT data->>'ticketId' AS ticket_id, count(*) AS n FROM checkin.events
       WHERE type = 'TicketCheckedIn' AND data->>'eventId' = $1::text GROUP BY 1)
     SELECT (SELECT count(*)::int FROM admitted) AS "admittedTickets",
            (SELECT count(*)::int FROM admitted WHERE n > 1) AS "doubleAdmissions",
            (SELECT count(*)::int FROM checkin.admissions WHERE event_id = $1::uuid) AS "projectionRows"`,
    [eventId],
  );
  return { admittedAnswers, ...rows[0]! };
}

/** One INSERT a request straight to the bench service: what this machine and database allow at all. */
async function ceiling(url: string, connections: number): Promise<CheckinBenchResult["ceiling"]> {
  const route = "/api/v1/bench/rows";
  const options = {
    url: `${url}${route}`,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ payload: "scan" }),
    connections,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 10 });
  return {
    route: `POST ${route} (one INSERT, direct)`,
    requestsPerSecond: round(result.requests.total / result.duration, 0),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
  };
}

export async function benchCheckin(opts: CheckinBenchOptions = {}): Promise<CheckinBenchResult> {
  keepClientPausesShort();
  const stationCount = opts.stations ?? 100;
  const singleScans = opts.singleScans ?? Number(process.env.CHECKIN_BENCH_SCANS ?? 20_000);
  const batchSize = opts.batchSize ?? 250;
  const batches = Math.ceil((singleScans * 5) / 4 / batchSize);
  const loadBefore = round(loadavg()[0]!, 2);
  const database = await benchDatabase(opts.databaseUrl);
  const children: ChildProcess[] = [];
  const socketDir = mkdtempSync(join(tmpdir(), "mawid-bench-"));
  const client = new pg.Client({ connectionString: database.url });
  const issuer = await testIssuer();
  let bus: Bus | undefined;
  try {
    const benchPort = await freePort();
    children.push(
      startProcess("bench-service", "load-tests/src/bench-services/bench-service.ts", {
        PORT: String(benchPort),
        DATABASE_URL: database.url,
        BENCH_JWKS: JSON.stringify(issuer.jwks),
      }),
    );
    const benchService = `http://127.0.0.1:${benchPort}`;
    await waitForUrl(`${benchService}/health/ready`, 60_000);
    const checkinPort = await freePort();
    const checkinSocket = join(socketDir, "checkin.sock");
    children.push(
      startProcess("checkin", "services/checkin/src/server.ts", {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        PORT: String(checkinPort),
        SOCKET_PATH: checkinSocket,
        DATABASE_URL: database.url,
        BUS: "postgres",
        IDENTITY_URL: benchService,
        PUBLIC_URL: "http://127.0.0.1:3000",
      }),
    );
    await waitForUrl(`http://127.0.0.1:${checkinPort}/health/ready`, 60_000);
    const started = await startBenchGateway({
      IDENTITY_URL: benchService,
      CHECKIN_URL: `http://127.0.0.1:${checkinPort}`,
      CHECKIN_SOCKET: checkinSocket,
    });
    children.push(started.child);
    const gateway = started.url;
    await client.connect();

    const perDoor = Math.ceil(((WARMUP_SCANS + singleScans) * 1.05) / DOORS.length);
    const perDoorBatch = Math.ceil(((WARMUP_BATCHES + batches) * batchSize * 1.05) / DOORS.length);
    const tickets = (perDoor + perDoorBatch) * DOORS.length;
    const seedStarted = Date.now();
    bus = await createBus({
      transport: "postgres",
      databaseUrl: database.url,
      clientId: "checkin-bench",
    });
    const seeded = await seedDoorsOpen(bus, { tickets });
    await projected(client, seeded.eventId, tickets);
    const seedSeconds = round((Date.now() - seedStarted) / 1000, 1);
    console.log(`checkin: ${tickets} tickets published and projected in ${seedSeconds} s`);

    const host = {
      ...(await issuer.bearer({
        sub: crypto.randomUUID(),
        email: "host@example.org",
        emailVerified: true,
        role: "user",
        orgs: {
          [seeded.organizationId]: {
            role: "owner",
            tier: "masjid",
            features: [...DEFAULT_TIER_FEATURES.masjid],
          },
        },
      })),
      "content-type": "application/json",
    };
    const post = async <T>(path: string, body: object): Promise<T> => {
      const res = await fetch(`${gateway}${path}`, {
        method: "POST",
        headers: host,
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const gates = new Map<Door, TGate>();
    for (const door of DOORS)
      gates.set(
        door,
        await post<TGate>(`/api/v1/checkin/events/${seeded.eventId}/gates`, {
          name: `${door[0]!.toUpperCase()}${door.slice(1)}' entrance`,
          sections: [door],
        }),
      );
    const stations: Station[] = [];
    for (let i = 0; i < stationCount; i++) {
      const door = DOORS[i % DOORS.length]!;
      const gateId = gates.get(door)!.id;
      const device = await post<TEnrolledDevice>(`/api/v1/checkin/events/${seeded.eventId}/devices`, {
        name: `${door} lane ${Math.floor(i / DOORS.length) + 1}`,
        gateIds: [gateId],
      });
      stations.push({ deviceId: device.deviceId, token: device.token, gateId, door });
    }

    const byDoor = Object.fromEntries(DOORS.map((d) => [d, [] as SeededTicket[]])) as Queues;
    for (const t of seeded.tickets) byDoor[t.section].push(t);
    const run = {
      gateway,
      eventId: seeded.eventId,
      stations,
      repeatEvery: REPEAT_EVERY,
      maxSeconds: MAX_SECONDS,
    };
    const singleQueues = queuesOf(byDoor, perDoor);
    const warmupSingle = await runSingleScans({
      ...run,
      queues: singleQueues,
      total: WARMUP_SCANS,
      maxSeconds: WARMUP_SECONDS,
    });
    const processes = {
      gateway: started.child.pid ?? null,
      checkin: children[1]!.pid ?? null,
      postgres: database.serverPid(),
    };
    const singleSplit = cpuSplit(processes);
    const single = await runSingleScans({ ...run, queues: singleQueues, total: singleScans });
    console.log(`checkin: single scans ${single.scansPerSecond}/s, p99 ${single.latencyMs.p99} ms`);
    const afterSingle = await settled(client);
    const singleCpu = singleSplit(single.scans);
    const batchQueues = queuesOf(byDoor, perDoorBatch);
    const warmupBatch = await runBatchSync({
      ...run,
      queues: batchQueues,
      total: WARMUP_BATCHES,
      batchSize,
      maxSeconds: WARMUP_SECONDS,
    });
    const batchSplit = cpuSplit(processes);
    const batch = await runBatchSync({ ...run, queues: batchQueues, total: batches, batchSize });
    const afterBatch = await settled(client);
    const batchCpu = batchSplit(batch.scans);
    const top = await ceiling(benchService, stationCount);

    const admitted = [warmupSingle, single, warmupBatch, batch].reduce(
      (n, r) => n + (r.results.admitted ?? 0),
      0,
    );
    const admissions = await countAdmissions(client, seeded.eventId, admitted);
    const failed = [warmupSingle, single, warmupBatch, batch].some((r) => Object.keys(r.failures).length > 0);
    const consistent =
      !failed &&
      admissions.doubleAdmissions === 0 &&
      admissions.admittedAnswers === admissions.admittedTickets &&
      admissions.projectionRows === admissions.admittedTickets;
    const singleMet =
      consistent && single.scansPerSecond >= GOAL.singlePerSecond && single.latencyMs.p99 < GOAL.p99Ms;
    const batchMet = consistent && batch.scansPerSecond >= GOAL.batchPerSecond;
    const ratio = (r: StationRun) => round(r.scansPerSecond / top.requestsPerSecond, 3);
    const result: CheckinBenchResult = {
      name: "checkin",
      stations: stationCount,
      tickets,
      seedSeconds,
      single: { ...single, ratioToCeiling: ratio(single), met: singleMet, cpuPerScanUs: singleCpu },
      batch: { ...batch, batchSize, ratioToCeiling: ratio(batch), met: batchMet, cpuPerScanUs: batchCpu },
      ceiling: top,
      warmup: { single: warmupSingle, batch: warmupBatch },
      settleSeconds: { afterSingle, afterBatch },
      admissions: { ...admissions, consistent },
      goal: { ...GOAL, doubleAdmissions: 0, met: singleMet && batchMet },
      cpus: availableParallelism(),
      loadAverage: { before: loadBefore, after: round(loadavg()[0]!, 2) },
      at: new Date().toISOString(),
    };
    console.log(
      `checkin: single ${single.scansPerSecond} scans/s p50 ${single.latencyMs.p50} ms p99 ${single.latencyMs.p99} ms; ` +
        `batch ${batch.scansPerSecond} scans/s; ceiling ${top.requestsPerSecond} inserts/s; ` +
        `admitted answers ${admissions.admittedAnswers}, tickets ${admissions.admittedTickets}, doubles ${admissions.doubleAdmissions}; ` +
        `events relayed ${afterSingle} s after the single scans, ${afterBatch} s after the batches ` +
        `(goals ${result.goal.met ? "met" : "NOT met"}); load ${result.loadAverage.before} -> ${result.loadAverage.after}`,
    );
    console.log(`checkin: CPU per single scan: ${splitText(singleCpu)}`);
    console.log(`checkin: CPU per synced scan: ${splitText(batchCpu)}`);
    console.log(`wrote ${writeBenchResult("checkin", result)}`);
    return result;
  } finally {
    await bus?.close().catch(() => {});
    await client.end().catch(() => {});
    for (const child of children.reverse()) await stopProcess(child);
    rmSync(socketDir, { recursive: true, force: true });
    await database.stop();
  }
}

if (isMain(import.meta.url)) await benchCheckin();

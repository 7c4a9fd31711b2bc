// Discovery: 100,000 events in the events service's discovery index, searched and looked up near a
// place through the gateway at 100 connections, as visitors of /discover-events do. Two runs of 20 s
// after a warm-up, each with its own mix of requests (every request a different query or place):
//   search:  GET /api/v1/events?q=<word>[&category=...]      (tsvector, English and Arabic words)
//   near-me: GET /api/v1/events?near=LAT,LNG&radiusKm=25[&sort=distance]
// Requests per second, p99 and the PostgreSQL server's CPU per request go to bench-results/discovery.json;
// the goal is p99 under 50 ms for each.
//   node load-tests/src/bench-discovery.ts
// It starts, as separate processes: an embedded PostgreSQL (temp dir, durable defaults), the events
// service (services/events/src/server.ts, which migrates its schema) and the gateway
// (gateway/src/server.ts), forwarding over the service's Unix socket as npm start does. The index is
// seeded with one INSERT ... SELECT into the read model, as its projection writes it, instead of
// 200,000 appends through the command handler: what is measured is the read path.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "@mawid/local-postgres";
import { isMain, round, writeBenchResult } from "./bench-results.ts";
import { startBenchGateway, startProcess, stopProcess, waitForUrl } from "./bench-processes.ts";
import { benchDatabase } from "./local-database.ts";
import { processTreeCpuMs } from "./process-cpu.ts";

export interface DiscoveryBenchOptions {
  databaseUrl?: string;
  events?: number;
  connections?: number;
  durationSeconds?: number;
  warmupSeconds?: number;
}

export interface DiscoveryMeasurement {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  /** p99 under the goal, and every answer a 200. */
  met: boolean;
  /** CPU the PostgreSQL server spent per request of the run (all its processes, from /proc; null elsewhere). */
  postgresCpuMsPerRequest: number | null;
}

export interface DiscoveryBenchResult {
  name: "discovery";
  events: number;
  listedEvents: number;
  connections: number;
  durationSeconds: number;
  search: DiscoveryMeasurement;
  nearMe: DiscoveryMeasurement;
  goal: { p99Ms: number; met: boolean };
  seedSeconds: number;
  cpus: number;
  loadAverage: { before: number; after: number };
  at: string;
}

const GOAL_P99_MS = 50;

/** Places events are held around (and visitors ask near): cities with large Muslim communities. */
const CITIES: readonly [string, number, number][] = [
  ["London", 51.5074, -0.1278],
  ["Birmingham", 52.4862, -1.8904],
  ["Manchester", 53.4808, -2.2426],
  ["Bradford", 53.7955, -1.7594],
  ["Leicester", 52.6369, -1.1398],
  ["Glasgow", 55.8642, -4.2518],
  ["Dublin", 53.3498, -6.2603],
  ["Paris", 48.8566, 2.3522],
  ["Brussels", 50.8503, 4.3517],
  ["Amsterdam", 52.3676, 4.9041],
  ["Berlin", 52.52, 13.405],
  ["Istanbul", 41.0082, 28.9784],
  ["Cairo", 30.0444, 31.2357],
  ["Dubai", 25.2048, 55.2708],
  ["Riyadh", 24.7136, 46.6753],
  ["Doha", 25.2854, 51.531],
  ["Karachi", 24.8607, 67.0011],
  ["Lahore", 31.5204, 74.3587],
  ["Dhaka", 23.8103, 90.4125],
  ["Kuala Lumpur", 3.139, 101.6869],
  ["Jakarta", -6.2088, 106.8456],
  ["Lagos", 6.5244, 3.3792],
  ["Nairobi", -1.2921, 36.8219],
  ["Johannesburg", -26.2041, 28.0473],
  ["New York", 40.7128, -74.006],
  ["Dearborn", 42.3223, -83.1763],
  ["Chicago", 41.8781, -87.6298],
  ["Houston", 29.7604, -95.3698],
  ["Toronto", 43.6532, -79.3832],
  ["Sydney", -33.8688, 151.2093],
];

const TITLES = [
  "Community iftar",
  "Weekly halaqa on the Seerah",
  "Tafsir of Surah Al-Kahf",
  "Qiyam al-layl and suhoor",
  "Eid salah and breakfast",
  "Jumu'ah khutbah",
  "Sisters' circle",
  "Youth football and dhikr",
  "Fundraising dinner for the new masjid",
  "Annual convention",
  "Arabic for beginners",
  "Quran recitation class",
  "Marriage workshop",
  "Charity bazaar",
  "Gala dinner for orphans",
  "Lecture on patience",
  "درس في أحكام الصيام",
  "محاضرة عن السيرة النبوية",
  "حلقة تحفيظ القرآن",
  "إفطار جماعي",
];
const WORDS = [
  "iftar",
  "halaqa",
  "tafsir",
  "kahf",
  "suhoor",
  "eid",
  "sisters",
  "youth",
  "fundraising",
  "convention",
  "arabic",
  "quran",
  "marriage",
  "bazaar",
  "gala",
  "lecture",
  "patience",
  "seerah",
  "الصيام",
  "السيرة",
  "القرآن",
  "إفطار",
];
const CATEGORIES = [
  "lecture",
  "halaqa",
  "iftar",
  "suhoor",
  "eid",
  "jumuah",
  "convention",
  "dinner",
  "gala",
  "fundraiser",
  "bazaar",
  "class",
  "meetup",
];

/**
 * The discovery index, as the discovery projection writes it: n events over the year ahead, around the
 * cities, nine in ten of them published and public (the rest drafts, unlisted or private, which every query
 * must skip), hosted by 2,000 organisations of which one in ten has bought promotion.
 */
export async function seedDiscovery(client: pg.Client, n: number): Promise<void> {
  const cities = JSON.stringify(CITIES);
  await client.query(
    `INSERT INTO events.host_organizations (organization_id, name, promotion)
     SELECT ('00000000-0000-4000-9000-' || lpad(to_hex(i), 12, '0'))::uuid, 'Organisation ' || i, CASE WHEN i % 10 = 0 THEN 1 + i % 3 ELSE 0 END
     FROM generate_series(1, 2000) AS i`,
  );
  await client.query(
    `INSERT INTO events.discovery_events (
       event_id, organization_id, status, visibility, title, description, category, audience,
       starts_at, ends_at, time_zone, venue_name, venue_address, latitude, longitude, online_url,
       cover_image_url, tags, languages, facilities, keywords, moon_sighting, published_at, updated_at)
     SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
       ('00000000-0000-4000-9000-' || lpad(to_hex(1 + i % 2000), 12, '0'))::uuid,
       CASE WHEN i % 19 = 0 THEN 'draft' ELSE 'published' END,
       CASE WHEN i % 37 = 1 THEN 'unlisted' WHEN i % 37 = 2 THEN 'private' ELSE 'public' END,
       t.title, t.title || ': ' || ($2::text[])[1 + i % 7], c.category,
       (ARRAY['brothers','sisters','families','mixed'])[1 + i % 4],
       s.starts_at, s.starts_at + interval '2 hours', 'UTC',
       'Masjid ' || i % 500, city->>0, (city->>1)::float8 + p.dlat, (city->>2)::float8 + p.dlng, NULL,
       NULL, ARRAY[c.category], ARRAY['en'], ARRAY[]::text[], c.category || ' Masjid ' || i % 500,
       false, now(), now()
     FROM generate_series(1, $1::int) AS i
     CROSS JOIN LATERAL (SELECT $3::jsonb -> (i % jsonb_array_length($3::jsonb)) AS city) AS pick
     CROSS JOIN LATERAL (SELECT ($4::text[])[1 + (i * 7) % array_length($4::text[], 1)] AS title) AS t
     CROSS JOIN LATERAL (SELECT ($5::text[])[1 + (i / 3) % array_length($5::text[], 1)] AS category) AS c
     CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + (i % 8760) * interval '1 hour' AS starts_at) AS s
     CROSS JOIN LATERAL (SELECT ((i::bigint * 7919) % 1000 / 1000.0 - 0.5) * 0.5 AS dlat, ((i::bigint * 104729) % 997 / 997.0 - 0.5) * 0.8 AS dlng) AS p`,
    [
      n,
      [
        "a gathering for the whole community",
        "all welcome, brothers and sisters",
        "with dinner served after Maghrib",
        "bring your family and friends",
        "سيكون هناك طعام بعد صلاة المغرب",
        "the talk is followed by questions",
        "free entry, donations welcome",
      ],
      cities,
      TITLES,
      CATEGORIES,
    ],
  );
  await client.query("VACUUM ANALYZE events.discovery_events");
  await client.query("ANALYZE events.host_organizations");
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A visitor's search: a word, now and then within a category. */
function searchPath(): string {
  const q = encodeURIComponent(pick(WORDS));
  return Math.random() < 0.3 ? `/api/v1/events?q=${q}&category=${pick(CATEGORIES)}` : `/api/v1/events?q=${q}`;
}

/** A visitor near a city: somewhere within 10 km of its centre, by date or by distance. */
function nearPath(): string {
  const [, lat, lng] = pick(CITIES);
  const near = `${(lat + (Math.random() - 0.5) * 0.2).toFixed(4)},${(lng + (Math.random() - 0.5) * 0.3).toFixed(4)}`;
  return `/api/v1/events?near=${near}&radiusKm=25${Math.random() < 0.5 ? "&sort=distance" : ""}`;
}

/** The PostgreSQL server's process (the parent of this connection's backend), where it runs on this machine. */
async function postgresServerPid(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  try {
    const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

async function measure(
  url: string,
  path: () => string,
  seconds: number,
  connections: number,
  postgresPid: number | null,
): Promise<DiscoveryMeasurement> {
  const cpuBefore = postgresPid === null ? null : processTreeCpuMs(postgresPid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = path();
          return request;
        },
      },
    ],
  });
  const cpuAfter = postgresPid === null ? null : processTreeCpuMs(postgresPid);
  const p99 = result.latency.p99;
  return {
    requestsPerSecond: round(result.requests.total / result.duration, 0),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    met: p99 < GOAL_P99_MS && result.non2xx === 0 && result.errors + result.timeouts === 0,
    postgresCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : round((cpuAfter - cpuBefore) / result.requests.total, 3),
  };
}

export async function benchDiscovery(opts: DiscoveryBenchOptions = {}): Promise<DiscoveryBenchResult> {
  const events = opts.events ?? 100_000;
  const connections = opts.connections ?? 100;
  const durationSeconds = opts.durationSeconds ?? 20;
  const warmupSeconds = opts.warmupSeconds ?? 5;
  const loadBefore = round(loadavg()[0]!, 2);
  const database = await benchDatabase(opts.databaseUrl);
  const children: ChildProcess[] = [];
  const socketDir = mkdtempSync(join(tmpdir(), "mawid-bench-"));
  const client = new pg.Client({ connectionString: database.url });
  try {
    const eventsPort = await freePort();
    const eventsSocket = join(socketDir, "events.sock");
    children.push(
      startProcess("events", "services/events/src/server.ts", {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        PORT: String(eventsPort),
        SOCKET_PATH: eventsSocket,
        DATABASE_URL: database.url,
        BUS: "postgres",
      }),
    );
    await waitForUrl(`http://127.0.0.1:${eventsPort}/health/ready`, 60_000);

    await client.connect();
    const seeding = Date.now();
    await seedDiscovery(client, events);
    const seedSeconds = round((Date.now() - seeding) / 1000, 1);
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM events.discovery_events WHERE status = 'published' AND visibility = 'public'",
    );
    const listedEvents = Number(rows[0]!.n);
    const postgresPid = await postgresServerPid(client);
    console.log(`seeded ${events} events (${listedEvents} listed) in ${seedSeconds} s`);

    const started = await startBenchGateway({
      EVENTS_URL: `http://127.0.0.1:${eventsPort}`,
      EVENTS_SOCKET: eventsSocket,
    });
    children.push(started.child);
    const gateway = started.url;
    const probe = await fetch(`${gateway}${nearPath()}`);
    if (probe.status !== 200) throw new Error(`discovery through the gateway answered ${probe.status}`);

    const run = async (name: string, path: () => string) => {
      await measure(gateway, path, warmupSeconds, connections, null);
      const m = await measure(gateway, path, durationSeconds, connections, postgresPid);
      console.log(
        `${name.padEnd(8)} ${String(m.requestsPerSecond).padStart(6)} req/s  p50 ${m.latencyMs.p50} ms  p99 ${m.latencyMs.p99} ms` +
          (m.non2xx || m.errors ? `  non-2xx ${m.non2xx} errors ${m.errors}` : "") +
          (m.postgresCpuMsPerRequest === null
            ? ""
            : `  PostgreSQL ${m.postgresCpuMsPerRequest} ms CPU/request`) +
          `  (goal p99 < ${GOAL_P99_MS} ms: ${m.met ? "met" : "NOT met"})`,
      );
      return m;
    };
    const search = await run("search", searchPath);
    const nearMe = await run("near-me", nearPath);

    const result: DiscoveryBenchResult = {
      name: "discovery",
      events,
      listedEvents,
      connections,
      durationSeconds,
      search,
      nearMe,
      goal: { p99Ms: GOAL_P99_MS, met: search.met && nearMe.met },
      seedSeconds,
      cpus: availableParallelism(),
      loadAverage: { before: loadBefore, after: round(loadavg()[0]!, 2) },
      at: new Date().toISOString(),
    };
    console.log(`wrote ${writeBenchResult("discovery", result)}`);
    return result;
  } finally {
    await client.end().catch(() => {});
    for (const child of children.reverse()) await stopProcess(child);
    rmSync(socketDir, { recursive: true, force: true });
    await database.stop();
  }
}

if (isMain(import.meta.url)) await benchDiscovery();

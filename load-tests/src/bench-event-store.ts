// Event store appends per second: one event per (new) stream, 64 concurrent writers sharing the pool a
// service gets by default, each append in its own transaction (events + outbox rows). Three 10 s runs
// after a warm-up; the median counts, because this VM's speed drifts by a third within a minute.
//   node load-tests/src/bench-event-store.ts
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { sql } from "kysely";
import { Registry } from "prom-client";
import {
  appendToStream,
  createDatabase,
  eventStoreMetrics,
  measureEventStore,
  migrateEventStore,
} from "@mawid/eventstore";
import { ZBaseConfig } from "@mawid/service/config";
import { isMain, median, percentile, round, writeBenchResult } from "./bench-results.ts";
import { benchDatabase } from "./local-database.ts";

export interface EventStoreBenchOptions {
  /** Use this database instead of starting an embedded PostgreSQL. */
  databaseUrl?: string;
  writers?: number;
  /** Connections the writers share (default: a service's DATABASE_POOL_MAX default). */
  poolSize?: number;
  /** Length of each measured run. */
  durationMs?: number;
  /** Measured runs; the median counts (default 3). */
  runs?: number;
  warmupMs?: number;
  /** Server settings for the embedded PostgreSQL (default: its durable defaults). */
  postgresSettings?: Record<string, string>;
}

export interface EventStoreBenchResult {
  name: "event-store";
  /** The median run's. */
  appendsPerSecond: number;
  /** Every run's, in the order they ran. */
  runsPerSecond: number[];
  appends: number;
  writers: number;
  poolSize: number;
  durationSeconds: number;
  latencyMs: { p50: number; p99: number; max: number };
  goal: { appendsPerSecond: number; met: boolean };
  postgres: Record<string, string>;
  cpus: number;
  at: string;
}

export async function benchEventStore(opts: EventStoreBenchOptions = {}): Promise<EventStoreBenchResult> {
  const writers = opts.writers ?? 64;
  const durationMs = opts.durationMs ?? 10_000;
  const warmupMs = opts.warmupMs ?? 1_000;
  const runs = opts.runs ?? 3;
  const database = await benchDatabase(opts.databaseUrl, opts.postgresSettings);
  // The writers share a pool as a service's handlers do: the size a service gets unless its env says
  // otherwise. On 2 cores more connections only add contention: in alternating runs 10 beat 16 in
  // five of six pairs.
  const poolSize = opts.poolSize ?? ZBaseConfig.shape.DATABASE_POOL_MAX.parse(undefined);
  const db = createDatabase({ url: database.url, max: poolSize, applicationName: "bench-event-store" });
  const schema = `bench_store_${Date.now()}`;
  try {
    await migrateEventStore(db, schema);
    // counted as a service counts its appends, so the figure includes what /metrics costs
    measureEventStore(schema, eventStoreMetrics({ registry: new Registry(), prefix: "bench_" }));
    const settings: Record<string, string> = {};
    for (const name of ["fsync", "synchronous_commit", "wal_level", "shared_buffers", "server_version"]) {
      const r = await sql<{ v: string }>`SELECT current_setting(${name}) AS v`.execute(db);
      settings[name] = r.rows[0]?.v ?? "";
    }
    // One statement is its own transaction: the events and their outbox rows commit together.
    const append = () =>
      appendToStream(db, schema, {
        streamType: "bench.thing",
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [
          { type: "ThingHappened", version: 1, data: { at: Date.now(), note: "one event per stream" } },
        ],
        meta: { occurredAt: new Date(), correlationId: randomUUID() },
      });
    const run = async (ms: number, latencies?: number[]) => {
      const end = performance.now() + ms;
      let count = 0;
      await Promise.all(
        Array.from({ length: writers }, async () => {
          while (performance.now() < end) {
            const t = performance.now();
            await append();
            latencies?.push(performance.now() - t);
            count++;
          }
        }),
      );
      return count;
    };
    await run(warmupMs);
    const latencies: number[] = [];
    const runsPerSecond: number[] = [];
    let appends = 0;
    let seconds = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const count = await run(durationMs, latencies);
      const elapsed = (performance.now() - started) / 1000;
      runsPerSecond.push(Math.round(count / elapsed));
      appends += count;
      seconds += elapsed;
    }
    latencies.sort((a, b) => a - b);
    const perSecond = median(runsPerSecond);
    return {
      name: "event-store",
      appendsPerSecond: perSecond,
      runsPerSecond,
      appends,
      writers,
      poolSize,
      durationSeconds: round(seconds),
      latencyMs: {
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? 0),
      },
      goal: { appendsPerSecond: 5_000, met: perSecond >= 5_000 },
      postgres: settings,
      cpus: availableParallelism(),
      at: new Date().toISOString(),
    };
  } finally {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db).catch(() => {});
    await db.destroy();
    await database.stop();
  }
}

if (isMain(import.meta.url)) {
  const settings = process.env.BENCH_PG_SETTINGS; // e.g. "synchronous_commit=off"
  const result = await benchEventStore({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    poolSize: process.env.BENCH_POOL ? Number(process.env.BENCH_POOL) : undefined,
    postgresSettings: settings
      ? Object.fromEntries(settings.split(",").map((kv) => kv.split("=") as [string, string]))
      : undefined,
  });
  const file = writeBenchResult("event-store", result);
  console.log(
    `event store: ${result.appendsPerSecond} appends/s, median of ${result.runsPerSecond.join(", ")} (${result.writers} writers on ${result.poolSize} connections, ${result.durationSeconds} s in all, ` +
      `p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms; goal ≥ ${result.goal.appendsPerSecond}/s ` +
      `${result.goal.met ? "met" : "NOT met"}; fsync=${result.postgres.fsync}, synchronous_commit=${result.postgres.synchronous_commit})`,
  );
  console.log(`written to ${file}`);
}

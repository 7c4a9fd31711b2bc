// Bus end-to-end latency on the postgres transport: from an append's commit (events + outbox row) to the
// consumer's handler (through the outbox relay, the bus log and an inbox consumer), p50/p99 at steady
// rates. `node load-tests/src/bench-bus-latency.ts`
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { Registry } from "prom-client";
import { busMetrics, createBus, migrateBus, migrateInbox, startConsumer, startRelay } from "@mawid/bus";
import { topicOf } from "@mawid/contracts/platform";
import { appendToStream, createDatabase, migrateEventStore } from "@mawid/eventstore";
import { isMain, percentile, round, writeBenchResult } from "./bench-results.ts";
import { benchDatabase } from "./local-database.ts";

export interface BusLatencyBenchOptions {
  databaseUrl?: string;
  /** Appends per second of each phase (default 100 and 500). */
  rates?: number[];
  /** Length of each phase (default 10 s). */
  phaseMs?: number;
  /** Consumer effect commits: durable (default) and/or synchronous_commit off (see startConsumer). */
  asyncCommit?: boolean[];
}

export interface BusLatencyPhase {
  asyncCommit: boolean;
  ratePerSecond: number;
  messages: number;
  delivered: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

export interface BusLatencyBenchResult {
  name: "bus-latency";
  transport: "postgres";
  phases: BusLatencyPhase[];
  /** The worst p99 and p50 of the durable-commit phases (the default configuration). */
  p99Ms: number;
  p50Ms: number;
  goal: { p99Ms: number; met: boolean; metWithAsyncCommit: boolean };
  cpus: number;
  at: string;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function benchBusLatency(opts: BusLatencyBenchOptions = {}): Promise<BusLatencyBenchResult> {
  const phases: BusLatencyPhase[] = [];
  for (const asyncCommit of opts.asyncCommit ?? [false, true])
    phases.push(...(await runVariant(opts, asyncCommit)));
  const durable = phases.filter((p) => !p.asyncCommit);
  const fast = phases.filter((p) => p.asyncCommit);
  const met = (ps: BusLatencyPhase[]) =>
    ps.length > 0 && ps.every((p) => p.delivered === p.messages && p.latencyMs.p99 < 100);
  return {
    name: "bus-latency",
    transport: "postgres",
    phases,
    p99Ms: Math.max(...durable.map((p) => p.latencyMs.p99)),
    p50Ms: Math.max(...durable.map((p) => p.latencyMs.p50)),
    goal: { p99Ms: 100, met: met(durable), metWithAsyncCommit: met(fast) },
    cpus: availableParallelism(),
    at: new Date().toISOString(),
  };
}

async function runVariant(opts: BusLatencyBenchOptions, asyncCommit: boolean): Promise<BusLatencyPhase[]> {
  const rates = opts.rates ?? [100, 500];
  const phaseMs = opts.phaseMs ?? 10_000;
  const database = await benchDatabase(opts.databaseUrl);
  const db = createDatabase({ url: database.url, max: 16, applicationName: "bench-bus-latency" });
  const suffix = Date.now().toString(36);
  const source = `bench_src_${suffix}`;
  const sink = `bench_dst_${suffix}`;
  const streamType = `bench${suffix}.thing`;
  const metrics = busMetrics({ registry: new Registry() });
  await migrateBus(db);
  await migrateEventStore(db, source);
  await migrateInbox(db, sink);
  const bus = await createBus({ transport: "postgres", databaseUrl: database.url, clientId: "bench" });
  const committedAt = new Map<string, number>();
  const latencies = new Map<string, number>();
  const relay = startRelay({ db, schema: source, bus, metrics, inDatabase: true });
  const consumer = await startConsumer({
    db,
    schema: sink,
    bus,
    group: `bench.latency.${suffix}`,
    topics: [topicOf(streamType)],
    metrics,
    asyncCommit,
    handle: async (_trx, m) => {
      const t0 = committedAt.get(m.envelope.id);
      if (t0 !== undefined && !latencies.has(m.envelope.id))
        latencies.set(m.envelope.id, performance.now() - t0);
    },
  });
  const append = async () => {
    const result = await db.transaction().execute((trx) =>
      appendToStream(trx, source, {
        streamType,
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [{ type: "ThingHappened", version: 1, data: { at: Date.now() } }],
        meta: { occurredAt: new Date(), correlationId: randomUUID() },
      }),
    );
    committedAt.set(result.envelopes[0]!.id, performance.now());
    // as a service does after each write (its relay's idle poll is for other instances' writes)
    relay.wake();
    return result.envelopes[0]!.id;
  };
  const phases: BusLatencyPhase[] = [];
  try {
    // Warm up connections, plans and the consumer's lock.
    for (let i = 0; i < 50; i++) await append();
    await sleep(1_000);
    for (const rate of rates) {
      const ids: string[] = [];
      const pending: Promise<void>[] = [];
      const started = performance.now();
      const total = Math.round((rate * phaseMs) / 1000);
      for (let i = 0; i < total; i++) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        pending.push(append().then((id) => void ids.push(id)));
      }
      await Promise.all(pending);
      const deadline = performance.now() + 10_000;
      while (ids.some((id) => !latencies.has(id)) && performance.now() < deadline) await sleep(20);
      const values = ids
        .map((id) => latencies.get(id))
        .filter((v): v is number => v !== undefined)
        .sort((a, b) => a - b);
      phases.push({
        asyncCommit,
        ratePerSecond: rate,
        messages: ids.length,
        delivered: values.length,
        latencyMs: {
          p50: round(percentile(values, 50)),
          p90: round(percentile(values, 90)),
          p99: round(percentile(values, 99)),
          max: round(values.at(-1) ?? 0),
        },
      });
    }
  } finally {
    await consumer.stop();
    await relay.stop();
    await bus.close();
    await db.destroy();
    await database.stop();
  }
  return phases;
}

if (isMain(import.meta.url)) {
  const result = await benchBusLatency({ databaseUrl: process.env.BENCH_DATABASE_URL });
  const file = writeBenchResult("bus-latency", result);
  for (const p of result.phases) {
    console.log(
      `bus latency (postgres${p.asyncCommit ? ", async consumer commits" : ""}) at ${p.ratePerSecond}/s: p50 ${p.latencyMs.p50} ms, p90 ${p.latencyMs.p90} ms, ` +
        `p99 ${p.latencyMs.p99} ms, max ${p.latencyMs.max} ms (${p.delivered}/${p.messages} delivered)`,
    );
  }
  console.log(
    `goal p99 < ${result.goal.p99Ms} ms: ${result.goal.met ? "met" : "NOT met"} with durable consumer commits, ` +
      `${result.goal.metWithAsyncCommit ? "met" : "NOT met"} with async consumer commits; written to ${file}`,
  );
}

import { Counter, Histogram, type Registry } from "prom-client";

export interface EventStoreMetricsOptions {
  registry: Registry;
  /** Prepended to every name, e.g. "identity_" gives `identity_eventstore_appends_total`. */
  prefix: string;
}

export interface EventStoreMetrics {
  /** One per append call: appended, conflict (another writer moved the stream first) or failed. */
  appends: Counter<"stream_type" | "outcome">;
  eventsAppended: Counter<"stream_type">;
  appendSeconds: Histogram<"stream_type">;
  readSeconds: Histogram;
}

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/** The event store's metrics, registered on a registry: once per registry, as any prom-client metric. */
export function eventStoreMetrics(opts: EventStoreMetricsOptions): EventStoreMetrics {
  const registers = [opts.registry];
  const prefix = opts.prefix;
  return {
    appends: new Counter({
      name: `${prefix}eventstore_appends_total`,
      help: "Appends to a stream by outcome: appended, conflict (expected version already passed) or failed",
      labelNames: ["stream_type", "outcome"],
      registers,
    }),
    eventsAppended: new Counter({
      name: `${prefix}eventstore_events_appended_total`,
      help: "Events written to the event store",
      labelNames: ["stream_type"],
      registers,
    }),
    appendSeconds: new Histogram({
      name: `${prefix}eventstore_append_duration_seconds`,
      help: "Time of one successful append (events and outbox rows), inside the command's transaction",
      labelNames: ["stream_type"],
      buckets: BUCKETS,
      registers,
    }),
    readSeconds: new Histogram({
      name: `${prefix}eventstore_stream_read_duration_seconds`,
      help: "Time to read one stream back, as every command does before it decides",
      buckets: BUCKETS,
      registers,
    }),
  };
}

// A process serves one service, and a service owns one schema: appends and reads find their metrics
// by the schema they already name, so no call site has to carry a metrics object. (Tests may run two
// instances of one service in a process; each then counts the schema's appends.)
const bySchema = new Map<string, Set<EventStoreMetrics>>();
const NONE: ReadonlySet<EventStoreMetrics> = new Set();

/**
 * From now on, appends to and reads from `schema` in this process are counted on these metrics,
 * until the function this returns is called.
 */
export function measureEventStore(schema: string, metrics: EventStoreMetrics): () => void {
  let measuring = bySchema.get(schema);
  if (!measuring) {
    measuring = new Set();
    bySchema.set(schema, measuring);
  }
  measuring.add(metrics);
  return () => measuring.delete(metrics);
}

export function metricsOf(schema: string): ReadonlySet<EventStoreMetrics> {
  return bySchema.get(schema) ?? NONE;
}

import { Counter, Gauge, Histogram, type Registry, register as defaultRegistry } from "prom-client";

export interface BusMetricsOptions {
  /** Defaults to prom-client's default registry. */
  registry?: Registry;
  /** Prepended to every name, e.g. "ticketing_" gives `ticketing_bus_relay_published_total`. */
  prefix?: string;
}

export interface BusMetrics {
  relayPublished: Counter;
  relayBacklog: Gauge;
  consumerHandled: Counter<"group">;
  consumerParked: Counter<"group">;
  consumerLag: Gauge<"group">;
  consumerParkedNow: Gauge<"group">;
  consumerHandleSeconds: Histogram<"group">;
  /** Sources the gauges read when scraped. */
  backlogSources: Set<() => Promise<number>>;
  lagSources: Map<string, () => Promise<number>>;
  parkedSources: Map<string, () => Promise<number>>;
}

const cache = new WeakMap<Registry, Map<string, BusMetrics>>();

/**
 * A per-group gauge read from its sources when scraped: a source that fails keeps the group's last
 * value rather than reporting a zero that is not known.
 */
function perGroup(sources: Map<string, () => Promise<number>>) {
  return async function collect(this: Gauge<"group">) {
    for (const [group, source] of sources) {
      const value = await source().catch(() => undefined);
      if (value !== undefined) this.set({ group }, value);
    }
  };
}

/** The bus's metrics on a registry, created once per (registry, prefix). */
export function busMetrics(opts: BusMetricsOptions = {}): BusMetrics {
  const registry = opts.registry ?? defaultRegistry;
  const prefix = opts.prefix ?? "";
  let byPrefix = cache.get(registry);
  if (!byPrefix) {
    byPrefix = new Map();
    cache.set(registry, byPrefix);
  }
  const found = byPrefix.get(prefix);
  if (found) return found;
  const backlogSources = new Set<() => Promise<number>>();
  const lagSources = new Map<string, () => Promise<number>>();
  const parkedSources = new Map<string, () => Promise<number>>();
  const registers = [registry];
  const m: BusMetrics = {
    backlogSources,
    lagSources,
    parkedSources,
    relayPublished: new Counter({
      name: `${prefix}bus_relay_published_total`,
      help: "Outbox messages the relay published to the bus",
      registers,
    }),
    relayBacklog: new Gauge({
      name: `${prefix}bus_relay_backlog_messages`,
      help: "Outbox messages not yet published",
      registers,
      async collect() {
        let total = 0;
        for (const source of backlogSources) total += await source().catch(() => 0);
        this.set(total);
      },
    }),
    consumerHandled: new Counter({
      name: `${prefix}bus_consumer_handled_total`,
      help: "Messages a consumer group handled (effect committed)",
      labelNames: ["group"],
      registers,
    }),
    consumerParked: new Counter({
      name: `${prefix}bus_consumer_parked_total`,
      help: "Messages parked after too many failed attempts",
      labelNames: ["group"],
      registers,
    }),
    consumerLag: new Gauge({
      name: `${prefix}bus_consumer_lag_messages`,
      help: "Messages on a group's topics it has not handled yet",
      labelNames: ["group"],
      registers,
      collect: perGroup(lagSources),
    }),
    consumerParkedNow: new Gauge({
      name: `${prefix}bus_consumer_parked_messages`,
      help: "Messages a group has parked and nobody has retried or discarded yet",
      labelNames: ["group"],
      registers,
      collect: perGroup(parkedSources),
    }),
    consumerHandleSeconds: new Histogram({
      name: `${prefix}bus_consumer_handle_seconds`,
      help: "Time to handle one message, effect and inbox row committed",
      labelNames: ["group"],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
  };
  byPrefix.set(prefix, m);
  return m;
}

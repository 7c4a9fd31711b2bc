/** Upper bounds of the latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10] as const;

interface Series {
  labels: { route: string; status: string };
  /** Per bucket, not cumulative; the last slot counts what falls above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

interface Value {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * The gateway's request-latency histogram, kept in plain arrays. prom-client's Histogram validates
 * and hashes its labels on every observation (about 2 µs, a real share of a proxied request); this
 * records one into a series found by two map lookups and hands prom-client the finished values when
 * /metrics is read. It has the shape prom-client's Registry reads (and its cluster aggregation sums).
 */
export class RouteLatencyHistogram {
  readonly name: string;
  readonly help: string;
  readonly type = "histogram";
  readonly aggregator = "sum";
  /** route -> status -> series */
  readonly #series = new Map<string, Map<number, Series>>();

  constructor(name: string, help: string) {
    this.name = name;
    this.help = help;
  }

  observe(route: string, status: number, seconds: number): void {
    let byStatus = this.#series.get(route);
    if (byStatus === undefined) {
      byStatus = new Map();
      this.#series.set(route, byStatus);
    }
    let series = byStatus.get(status);
    if (series === undefined) {
      series = {
        labels: { route, status: String(status) },
        counts: new Float64Array(LATENCY_BUCKETS.length + 1),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
    }
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    series.counts[i]!++;
    series.sum += seconds;
    series.count++;
  }

  get(): { name: string; help: string; type: string; aggregator: string; values: Value[] } {
    const values: Value[] = [];
    for (const byStatus of this.#series.values()) {
      for (const { labels, counts, sum, count } of byStatus.values()) {
        let cumulative = 0;
        for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
          cumulative += counts[i]!;
          values.push({
            metricName: `${this.name}_bucket`,
            labels: { ...labels, le: LATENCY_BUCKETS[i]! },
            value: cumulative,
          });
        }
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: "+Inf" }, value: count });
        values.push({ metricName: `${this.name}_sum`, labels, value: sum });
        values.push({ metricName: `${this.name}_count`, labels, value: count });
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.#series.clear();
  }
}

/** Latencies summed up the way the benchmarks report them. */
export interface Summary {
  count: number;
  totalMs: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(latencies: readonly number[], totalMs: number): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    totalMs,
    perSecond: totalMs > 0 ? (sorted.length * 1000) / totalMs : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Throughput in ten equal slices of the run, in items per second: the chart's bars. */
export function throughputSlices(
  finishedAt: readonly number[],
  startedAt: number,
  endedAt: number,
  slices = 10,
) {
  const span = Math.max(1, endedAt - startedAt);
  const counts = new Array<number>(slices).fill(0);
  for (const at of finishedAt)
    counts[Math.min(slices - 1, Math.floor(((at - startedAt) / span) * slices))]! += 1;
  return counts.map((count) => (count * 1000 * slices) / span);
}

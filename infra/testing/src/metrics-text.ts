/**
 * The value of one sample in a Prometheus text exposition (what /metrics answers), named with its
 * labels as exposed: `x_total{group="a"}`. Undefined when the process does not expose it.
 */
export function sampleOf(exposition: string, series: string): number | undefined {
  const line = exposition.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

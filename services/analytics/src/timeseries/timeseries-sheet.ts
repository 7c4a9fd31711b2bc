import type { TTimeseries } from "@mawid/contracts/analytics";
import type { Sheet } from "../export/sheet.ts";

/** One row per interval, one column per series, as a spreadsheet reads a chart best. */
export function timeseriesSheet(series: TTimeseries): Sheet {
  const names = [...new Set(series.points.map((p) => p.series))];
  const rows = new Map<string, (string | number | null)[]>();
  for (const p of series.points) {
    const row = rows.get(p.at) ?? [p.at, ...names.map(() => 0)];
    row[1 + names.indexOf(p.series)] = p.value;
    rows.set(p.at, row);
  }
  return { name: series.metric, header: ["at", ...names], rows: [...rows.values()] };
}

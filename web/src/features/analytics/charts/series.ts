import type { TInterval, TTimeseries } from "@mawid/contracts/analytics";
import type { TLocale } from "@mawid/contracts/platform";

/** One mark of a chart: its place on the x axis, its height, and the series it belongs to. */
export interface Datum {
  x: string;
  y: number;
  series: string;
}

/** A chart's figures as rows for its table: the row's name, then one cell per column. */
export interface FigureTable {
  columns: string[];
  rows: { key: string; name: string; cells: string[] }[];
}

const INTL_LOCALE: Record<TLocale, string> = { en: "en-GB", ar: "ar-SA", ur: "ur-PK" };

// a 24-hour clock in every language: "13:00", where Arabic's "01:00 م" would crowd the axis
const CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
const PERIOD: Record<TInterval, Intl.DateTimeFormatOptions> = {
  hour: { day: "numeric", month: "short", ...CLOCK },
  day: { day: "numeric", month: "short" },
  week: { day: "numeric", month: "short", year: "numeric" },
  month: { month: "long", year: "numeric" },
};

/**
 * The start of a period as a reader names it, on the service's clock (UTC) so days do not shift; hours
 * of a single day go by the clock alone.
 */
export function periodLabel(at: string, interval: TInterval, locale: TLocale, oneDay = false): string {
  return new Intl.DateTimeFormat(`${INTL_LOCALE[locale]}-u-ca-gregory-nu-latn`, {
    ...(interval === "hour" && oneDay ? CLOCK : PERIOD[interval]),
    timeZone: "UTC",
  }).format(new Date(at));
}

/**
 * A timeseries as a chart's marks, periods in the service's order, each value through `scale` (minor
 * units to major ones for money) and each series through `name` (a section or fund in the reader's
 * language).
 */
export function toData(
  series: TTimeseries,
  locale: TLocale,
  name: (series: string) => string,
  scale: (value: number, series: string) => number = (v) => v,
): Datum[] {
  const oneDay = new Set(series.points.map((p) => p.at.slice(0, 10))).size <= 1;
  return series.points.map((p) => ({
    x: periodLabel(p.at, series.interval, locale, oneDay),
    y: scale(p.value, p.series),
    series: name(p.series),
  }));
}

/** The same marks as a table: a row per period, a column per series, each cell through `format`. */
export function toTable(
  data: readonly Datum[],
  periodHeading: string,
  format: (value: number, series: string) => string,
): FigureTable {
  const seriesNames = [...new Set(data.map((d) => d.series))];
  const rows = new Map<string, Map<string, number>>();
  for (const d of data) {
    const row = rows.get(d.x) ?? new Map<string, number>();
    row.set(d.series, (row.get(d.series) ?? 0) + d.y);
    rows.set(d.x, row);
  }
  return {
    columns: [periodHeading, ...seriesNames],
    rows: [...rows].map(([x, values]) => ({
      key: x,
      name: x,
      cells: seriesNames.map((s) => format(values.get(s) ?? 0, s)),
    })),
  };
}

/** Each series' sum over the whole range, for a chart of totals. */
export function totals(data: readonly Datum[]): Datum[] {
  const sums = new Map<string, number>();
  for (const d of data) sums.set(d.series, (sums.get(d.series) ?? 0) + d.y);
  return [...sums].map(([series, y]) => ({ x: series, y, series }));
}

/** Whether any mark is above zero: a range with nothing in it says so instead of a flat line. */
export const hasData = (data: readonly Datum[]): boolean => data.some((d) => d.y !== 0);

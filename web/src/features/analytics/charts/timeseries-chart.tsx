import type { TMetric, TTimeseriesQuery } from "@mawid/contracts/analytics";
import type { TFeatureName } from "@mawid/contracts/identity";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useTimeseries } from "../queries";
import { ChartCard } from "./chart-card";
import type { PlotKind } from "./plot";
import { hasData, toData, toTable, totals } from "./series";
import { useCount, useSeriesName } from "./series-names";

export interface TimeseriesChartProps {
  organizationId: string;
  query: Omit<TTimeseriesQuery, "metric">;
  metric: TMetric;
  title: string;
  kind: PlotKind;
  /** What the card says when the range holds nothing. */
  empty: string;
  /** A value as drawn: money from minor to major units. */
  scale?: (value: number, series: string) => number;
  /** A drawn value as written, for the axis, the tooltip and the table. */
  format: (value: number, series: string) => string;
  /** One bar per series for the whole range, instead of its course over time. */
  asTotals?: boolean;
  /** A series' name where the page knows better than its id (a gate's name). */
  nameOf?: (series: string) => string | undefined;
  /** The plan feature the metric needs, when it is not part of basic analytics. */
  feature?: TFeatureName;
}

/** One metric of the organisation over the chosen days, drawn and tabled from the same points. */
export function TimeseriesChart(props: TimeseriesChartProps) {
  const { t, locale } = useI18n();
  const seriesName = useSeriesName();
  const name = (series: string) => props.nameOf?.(series) ?? seriesName(series);
  const count = useCount();
  const answer = useTimeseries(props.organizationId, props.metric, props.query);
  const original = new Map<string, string>();
  const drawn = answer.data
    ? toData(
        answer.data,
        locale,
        (s) => {
          original.set(name(s), s);
          return name(s);
        },
        props.scale,
      )
    : [];
  const data = props.asTotals ? totals(drawn) : drawn;
  const format = (value: number, shown: string) => props.format(value, original.get(shown) ?? shown);
  // one axis serves every series: in their own terms when there is one, as plain numbers when several
  const only = original.size === 1 ? [...original.values()][0]! : null;
  const axis = (value: number) => (only === null ? count(value) : props.format(value, only));
  const table = props.asTotals
    ? {
        columns: [t("an.series"), props.title],
        rows: data.map((d) => ({ key: d.x, name: d.x, cells: [format(d.y, d.series)] })),
      }
    : toTable(data, t("an.period"), format);
  return (
    <ChartCard
      title={props.title}
      pending={answer.isPending}
      error={answer.error}
      empty={answer.data && !hasData(data) ? props.empty : null}
      plot={{ kind: props.kind, data, format: axis }}
      table={table}
      feature={props.feature}
    />
  );
}

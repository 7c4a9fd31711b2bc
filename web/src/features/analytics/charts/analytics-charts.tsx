import type { TEvent } from "@mawid/contracts/events";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { FeatureGate } from "../../tickets/shared/feature-gate";
import { isFeatureRefusal } from "../feature-refusal";
import { useTimeseries } from "../queries";
import { instantsOf, intervalFor, type Range } from "../range";
import { EventsComparedChart } from "./events-compared-chart";
import { SectionsChart } from "./sections-chart";
import { isCurrency, useCount, useMajorMoney } from "./series-names";
import { TimeseriesChart } from "./timeseries-chart";
import { minorPerMajor } from "../../tickets/shared/money";

/** How many of the organisation's latest events are compared side by side. */
const COMPARED = 8;

export interface AnalyticsChartsProps {
  organizationId: string;
  eventId: string | undefined;
  range: Range;
  events: readonly TEvent[];
}

/**
 * The charts for the chosen days and event. A plan without advanced analytics is refused by the
 * service; its answer to the first chart brings the plan's gate in place of them all.
 */
export function AnalyticsCharts({ organizationId, eventId, range, events }: AnalyticsChartsProps) {
  const { t } = useI18n();
  const count = useCount();
  const money = useMajorMoney();
  const query = { ...instantsOf(range), interval: intervalFor(range), eventId };
  const probe = useTimeseries(organizationId, "tickets_sold", query);
  if (isFeatureRefusal(probe.error))
    return <FeatureGate feature="advanced_analytics" what={t("an.gate.charts")} />;
  const toMajor = (value: number, series: string) =>
    isCurrency(series) ? value / minorPerMajor(series) : value;
  const asMoney = (value: number, series: string) =>
    isCurrency(series) ? money(value, series) : count(value);
  const compared = events
    .filter((e) => e.status === "published" || e.status === "completed")
    .slice(0, COMPARED);
  const common = { organizationId, query };
  return (
    <div className="chart-grid">
      <TimeseriesChart
        {...common}
        metric="tickets_sold"
        kind="line"
        title={t("an.sales")}
        empty={t("an.sales.none")}
        format={(value) => count(value)}
      />
      <TimeseriesChart
        {...common}
        metric="revenue"
        kind="columns"
        title={t("an.revenue")}
        empty={t("an.revenue.none")}
        scale={toMajor}
        format={asMoney}
      />
      <SectionsChart eventId={eventId} />
      <TimeseriesChart
        {...common}
        metric="check_ins"
        kind="line"
        title={t("an.arrivals")}
        empty={t("an.arrivals.none")}
        format={(value) => count(value)}
      />
      <TimeseriesChart
        {...common}
        metric="donations"
        kind="bars"
        asTotals
        title={t("an.donations")}
        empty={t("an.donations.none")}
        scale={toMajor}
        format={asMoney}
      />
      <EventsComparedChart events={compared} />
    </div>
  );
}

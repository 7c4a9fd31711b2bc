import { useI18n } from "../../../shared/i18n/i18n-context";
import { minorPerMajor } from "../../tickets/shared/money";
import { instantsOf, intervalFor, type Range } from "../range";
import { EventsComparedChart } from "./events-compared-chart";
import { useGateNames } from "./gate-names";
import { SectionsChart } from "./sections-chart";
import { currencyOf, useCount, useMajorMoney } from "./series-names";
import { TimeseriesChart } from "./timeseries-chart";

export interface AnalyticsChartsProps {
  organizationId: string;
  eventId: string | undefined;
  range: Range;
}

/**
 * The charts for the chosen days and event. Sales and arrivals are basic analytics, for every plan;
 * the service refuses the others to a plan without charts, and their cards show the plan's gate.
 */
export function AnalyticsCharts({ organizationId, eventId, range }: AnalyticsChartsProps) {
  const { t } = useI18n();
  const count = useCount();
  const money = useMajorMoney();
  const gateName = useGateNames(eventId);
  const query = { ...instantsOf(range), interval: intervalFor(range), eventId };
  const toMajor = (value: number, series: string) => {
    const currency = currencyOf(series);
    return currency ? value / minorPerMajor(currency) : value;
  };
  const asMoney = (value: number, series: string) => {
    const currency = currencyOf(series);
    return currency ? money(value, currency) : count(value);
  };
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
        feature="charts_graphs"
      />
      <SectionsChart eventId={eventId} />
      <TimeseriesChart
        {...common}
        metric="check_ins"
        kind="line"
        title={t("an.arrivals")}
        empty={t("an.arrivals.none")}
        format={(value) => count(value)}
        nameOf={gateName}
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
        feature="charts_graphs"
      />
      <EventsComparedChart organizationId={organizationId} />
    </div>
  );
}

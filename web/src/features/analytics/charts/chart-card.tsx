import TableOutlined from "@ant-design/icons/TableOutlined";
import type { TFeatureName } from "@mawid/contracts/identity";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Skeleton from "antd/es/skeleton";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "../../events/shared/query-error";
import { FeatureGate } from "../../tickets/shared/feature-gate";
import { isFeatureRefusal } from "../feature-refusal";
import { ChartBoundary } from "./chart-boundary";
import { FigureTableView } from "./figure-table";
import type { PlotProps } from "./plot";
import type { FigureTable } from "./series";

const Plot = lazy(() => import("./plot"));

export interface ChartCardProps {
  title: string;
  pending: boolean;
  error?: unknown;
  /** Why there is nothing to draw (no sales in the range, no event chosen); null when there is. */
  empty: string | null;
  plot: PlotProps;
  table: FigureTable;
  /** The plan feature the chart needs: a refusal for lack of it shows the plan's gate in its place. */
  feature?: TFeatureName;
  children?: ReactNode;
}

/**
 * One chart with its name, and its figures as a table a switch away ("Show as table"): the chart is a
 * picture to a screen reader, named by its title, and the table carries the numbers. The chart reads
 * left to right in every language (the library lays its canvas text out wrongly right to left); the
 * card and table around it mirror.
 */
export function ChartCard({ title, pending, error, empty, plot, table, feature, children }: ChartCardProps) {
  const { t } = useI18n();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const tableView = <FigureTableView caption={title} table={table} />;
  const ready = !pending && !error && empty === null;
  return (
    <Card
      className="chart-card"
      title={
        <h2 id={`${id}-title`} className="card-heading">
          {title}
        </h2>
      }
      extra={
        ready ? (
          <Button
            size="small"
            icon={<TableOutlined aria-hidden />}
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {t("an.showTable")}
          </Button>
        ) : null
      }
    >
      {children}
      {pending ? (
        <div role="status" aria-label={t("app.loading")}>
          <Skeleton.Node active className="chart-skeleton" />
        </div>
      ) : feature && isFeatureRefusal(error) ? (
        <FeatureGate feature={feature} what={t("an.gate.charts")} />
      ) : error ? (
        <QueryError error={error} fallback="an.loadFailed" />
      ) : empty !== null ? (
        <Empty description={empty} />
      ) : asTable ? (
        tableView
      ) : (
        <ChartBoundary fallback={tableView}>
          <div
            className="chart-plot"
            dir="ltr"
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-hint`}
          >
            <Suspense fallback={<Skeleton.Node active className="chart-skeleton" />}>
              <Plot {...plot} />
            </Suspense>
          </div>
          <span id={`${id}-hint`} className="visually-hidden">
            {t("an.chartHint")}
          </span>
        </ChartBoundary>
      )}
    </Card>
  );
}

import { Bar, Column, Line } from "@ant-design/charts";
import theme from "antd/es/theme";
import { useTheme } from "../../../shared/theme/theme-context";
import type { Datum } from "./series";

export type PlotKind = "line" | "columns" | "bars";

export interface PlotProps {
  kind: PlotKind;
  data: Datum[];
  /** Axis and tooltip text for a value (money in its currency, a count as a whole number). */
  format: (value: number) => string;
}

const HEIGHT = 280;

/**
 * Every chart of the analytics page, drawn by @ant-design/charts in the page's theme. Its own module,
 * loaded lazily, so the chart library is downloaded only by those who open the page.
 */
export default function Plot({ kind, data, format }: PlotProps) {
  const { resolvedTheme } = useTheme();
  const { token } = theme.useToken();
  // Whole figures (tickets, people, orders) get whole ticks: no "2.5 tickets" on the axis.
  const whole = data.every((d) => Number.isInteger(d.y));
  const common = {
    data,
    xField: "x",
    yField: "y",
    colorField: "series",
    height: HEIGHT,
    autoFit: true,
    theme: resolvedTheme === "dark" ? "classicDark" : "classic",
    // the theme's own colour first, so a chart of one series looks like the rest of the page
    scale: {
      color: {
        range: [token.colorPrimary, token.gold, token.purple, token.cyan, token.magenta, token.volcano],
      },
    },
    axis: {
      // a day's 24 hours stay upright and readable: labels that would overlap are left out, not turned
      x: { labelAutoRotate: false, labelAutoHide: true },
      y: { labelFormatter: format, tickFilter: (tick: number) => !whole || Number.isInteger(tick) },
    },
    tooltip: { items: [{ channel: "y", valueFormatter: format }] },
    legend: { color: { position: "bottom" as const } },
  };
  if (kind === "line") return <Line {...common} point={{ size: 3 }} />;
  if (kind === "bars") return <Bar {...common} group />;
  return <Column {...common} group />;
}

import { Bar } from "@ant-design/charts";
import theme from "antd/es/theme";
import { useTheme } from "../../../shared/theme/theme-context";

export interface FundBar {
  fund: string;
  amount: number;
}

/** Room for a fund's bar and its name beside it. */
const ROW_HEIGHT = 32;

/**
 * The bars of the fund report, one row a fund so that long names ("Where it is needed most") read
 * across, in the theme's primary colour, the axis in the report's currency. Its own module so
 * @ant-design/charts is downloaded only when a host opens the report; the table beside it carries
 * the same numbers for screen readers. Left to right in every language, as the analytics charts are:
 * the library lays its canvas text out wrongly right to left.
 */
export default function FundChart({
  bars,
  format,
  axisFormat,
}: {
  bars: FundBar[];
  /** An amount as the tooltip says it, in full. */
  format: (amount: number) => string;
  /** An amount as the axis says it, short enough to stand upright. */
  axisFormat: (amount: number) => string;
}) {
  const { resolvedTheme } = useTheme();
  const { token } = theme.useToken();
  return (
    <div className="fund-chart" dir="ltr" aria-hidden>
      <Bar
        data={bars}
        xField="fund"
        yField="amount"
        height={48 + bars.length * ROW_HEIGHT}
        autoFit
        theme={resolvedTheme === "dark" ? "classicDark" : "classic"}
        style={{ fill: token.colorPrimary, maxWidth: 18 }}
        axis={{
          x: { labelAutoHide: true },
          y: { labelFormatter: axisFormat, labelAutoRotate: false, labelAutoHide: true },
        }}
        tooltip={{ items: [{ channel: "y", valueFormatter: format }] }}
      />
    </div>
  );
}

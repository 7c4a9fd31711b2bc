import { Column } from "@ant-design/charts";
import { useTheme } from "../../../shared/theme/theme-context";

export interface FundBar {
  fund: string;
  amount: number;
}

/**
 * The bars of the fund report. Its own module so @ant-design/charts is downloaded only when a host
 * opens the report; the table beside it carries the same numbers for screen readers.
 */
export default function FundChart({ bars }: { bars: FundBar[] }) {
  const { resolvedTheme } = useTheme();
  return (
    <div className="fund-chart" aria-hidden>
      <Column
        data={bars}
        xField="fund"
        yField="amount"
        height={260}
        theme={resolvedTheme === "dark" ? "classicDark" : "classic"}
      />
    </div>
  );
}

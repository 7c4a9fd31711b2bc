import { describe, expect, it } from "vitest";
import { daily } from "../analytics.fixtures";
import { periodLabel, toData, toTable, totals } from "./series";

describe("a timeseries as a chart and its table", () => {
  const sold = daily("tickets_sold", "2027-02-01T00:00:00Z", { brothers: [2, 0, 5], sisters: [1, 3, 0] });
  const data = toData(sold, "en", (s) => s.toUpperCase());

  it("names each period on the service's clock, so a day never slips into the one before", () => {
    expect(periodLabel("2027-02-01T00:00:00Z", "day", "en")).toBe("1 Feb");
    expect(periodLabel("2027-02-01T13:00:00Z", "hour", "en")).toBe("1 Feb, 13:00");
    expect(periodLabel("2027-02-01T13:00:00Z", "hour", "en", true)).toBe("13:00");
    expect(periodLabel("2027-02-01T00:00:00Z", "month", "ar")).toContain("2027");
  });

  it("tells the hours of a day by a 24-hour clock in every language, short enough for an axis", () => {
    for (const locale of ["en", "ar", "ur"] as const)
      expect(periodLabel("2027-02-01T13:00:00Z", "hour", locale, true)).toBe("13:00");
  });

  it("tables a row per period and a column per series, zeros kept", () => {
    expect(toTable(data, "Period", (v) => String(v))).toEqual({
      columns: ["Period", "BROTHERS", "SISTERS"],
      rows: [
        { key: "1 Feb", name: "1 Feb", cells: ["2", "1"] },
        { key: "2 Feb", name: "2 Feb", cells: ["0", "3"] },
        { key: "3 Feb", name: "3 Feb", cells: ["5", "0"] },
      ],
    });
  });

  it("sums each series over the range, scaled as drawn", () => {
    const pence = daily("revenue", "2027-02-01T00:00:00Z", { GBP: [1250, 750] });
    expect(
      totals(
        toData(
          pence,
          "en",
          (s) => s,
          (v) => v / 100,
        ),
      ),
    ).toEqual([{ x: "GBP", y: 20, series: "GBP" }]);
    expect(totals(data)).toEqual([
      { x: "BROTHERS", y: 7, series: "BROTHERS" },
      { x: "SISTERS", y: 4, series: "SISTERS" },
    ]);
  });
});

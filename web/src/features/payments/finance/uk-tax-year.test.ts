import { describe, expect, it } from "vitest";
import { ukTaxYears } from "./uk-tax-year";

describe("the UK tax year a Gift Aid claim covers", () => {
  it("starts on 6 April at midnight in London (summer time: 23:00 UTC the day before)", () => {
    const { current, previous } = ukTaxYears(new Date("2026-11-30T12:00:00Z"));
    expect(current).toEqual({
      from: new Date("2026-04-05T23:00:00Z"),
      to: new Date("2027-04-05T23:00:00Z"),
      firstDay: "2026-04-06",
      lastDay: "2027-04-05",
    });
    expect(previous.firstDay).toBe("2025-04-06");
    expect(previous.to).toEqual(current.from);
  });

  it("still counts 5 April late in the evening in London as the year that is ending", () => {
    // 22:30 UTC on 5 April is 23:30 in London: the old tax year's last half hour
    expect(ukTaxYears(new Date("2027-04-05T22:30:00Z")).current.firstDay).toBe("2026-04-06");
    expect(ukTaxYears(new Date("2027-04-05T23:00:00Z")).current.firstDay).toBe("2027-04-06");
  });

  it("puts January to early April in the year that began the April before", () => {
    expect(ukTaxYears(new Date("2027-01-15T10:00:00Z")).current.firstDay).toBe("2026-04-06");
  });
});

import { describe, expect, it } from "vitest";
import { defaultRange, instantsOf, intervalFor } from "./range";

describe("the analytics page's days", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(defaultRange(new Date("2027-03-10T15:00:00Z"))).toEqual({
      fromDay: "2027-02-09",
      toDay: "2027-03-10",
    });
  });

  it("asks the service for [first day's midnight, the midnight after the last day)", () => {
    expect(instantsOf({ fromDay: "2027-02-01", toDay: "2027-02-28" })).toEqual({
      from: "2027-02-01T00:00:00.000Z",
      to: "2027-03-01T00:00:00.000Z",
    });
  });

  it("draws hours over a day or two, days up to a quarter, then weeks, then months", () => {
    expect(intervalFor({ fromDay: "2027-02-20", toDay: "2027-02-21" })).toBe("hour");
    expect(intervalFor({ fromDay: "2027-02-20", toDay: "2027-02-22" })).toBe("day");
    expect(intervalFor({ fromDay: "2027-01-01", toDay: "2027-04-02" })).toBe("day");
    expect(intervalFor({ fromDay: "2027-01-01", toDay: "2027-04-03" })).toBe("week");
    expect(intervalFor({ fromDay: "2027-01-01", toDay: "2028-01-02" })).toBe("month");
  });
});

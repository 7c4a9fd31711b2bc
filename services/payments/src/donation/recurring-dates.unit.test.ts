import { describe, expect, it } from "vitest";
import { hijriDate } from "@mawid/contracts/events";
import { lastTenNightsDates, monthlyDates, recurringSchedule } from "./recurring-dates.ts";

describe("recurring gifts", () => {
  it("gives monthly on the same day, or the month's last when it is shorter", () => {
    expect(monthlyDates("2026-01-31", 4)).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(monthlyDates("2026-11-15", 3)).toEqual(["2026-12-15", "2027-01-15", "2027-02-15"]);
    expect(monthlyDates("2027-12-29", 2)).toEqual(["2028-01-29", "2028-02-29"]);
  });

  it("gives on the evenings the last ten nights of Ramadan 1448 begin (Umm al-Qura)", () => {
    const nights = lastTenNightsDates("2026-11-24");
    // The night of the 21st begins at the sunset of the 20th.
    expect(hijriDate(nights[0]!)).toEqual({ year: 1448, month: 9, day: 20 });
    expect(nights.length === 9 || nights.length === 10).toBe(true);
    for (const [i, night] of nights.entries())
      expect(hijriDate(night)).toMatchObject({ month: 9, day: 20 + i });
    expect(nights[0]).toBe("2027-02-27");
  });

  it("gives only the nights still to come when started within them", () => {
    const all = lastTenNightsDates("2026-11-24");
    expect(lastTenNightsDates(all[3]!)).toEqual(all.slice(3));
  });

  it("keeps a year of monthly dates, the coming nights, or none for a one-off gift", () => {
    expect(recurringSchedule("monthly", "2026-11-24")).toHaveLength(12);
    expect(recurringSchedule("last-ten-nights", "2026-11-24")).toEqual(lastTenNightsDates("2026-11-25"));
    expect(recurringSchedule(null, "2026-11-24")).toEqual([]);
  });
});

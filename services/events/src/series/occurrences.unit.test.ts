import { describe, expect, it } from "vitest";
import { ValidationError } from "@mawid/service/errors";
import { planOccurrences } from "./occurrences.ts";

const halaqa = {
  startsAt: "2026-03-19T19:30:00.000Z",
  endsAt: "2026-03-19T21:00:00.000Z",
  timeZone: "Europe/London",
};

describe("a series' occurrences", () => {
  it("keep the first event's wall-clock time weekly, across the clocks going forward", () => {
    // The UK moves to BST on 29 March 2026: 19:30 in London is 18:30 UTC from then on.
    expect(planOccurrences(halaqa, { kind: "weekly", count: 2 }, null)).toEqual([
      { date: "2026-03-26", startsAt: "2026-03-26T19:30:00.000Z", endsAt: "2026-03-26T21:00:00.000Z" },
      { date: "2026-04-02", startsAt: "2026-04-02T18:30:00.000Z", endsAt: "2026-04-02T20:00:00.000Z" },
    ]);
  });

  it("use the venue's calendar day, not UTC's", () => {
    // 23:30 on 1 March in Auckland is 10:30 UTC the same day; the next week is 8 March there.
    const auckland = {
      startsAt: "2026-03-01T10:30:00.000Z",
      endsAt: "2026-03-01T11:30:00.000Z",
      timeZone: "Pacific/Auckland",
    };
    expect(planOccurrences(auckland, { kind: "weekly", count: 1 }, null)[0]?.date).toBe("2026-03-08");
  });

  it("place listed dates, soonest first, at the time a prayer gives each day", () => {
    const iftar = {
      startsAt: "2026-02-18T17:00:00.000Z",
      endsAt: "2026-02-18T19:00:00.000Z",
      timeZone: "Europe/London",
    };
    const maghribMinus20 = (date: string) =>
      date === "2026-02-20" ? "2026-02-20T17:05:00+00:00" : "2026-02-19T17:03:00+00:00";
    expect(
      planOccurrences(iftar, { kind: "dates", dates: ["2026-02-20", "2026-02-19"] }, maghribMinus20),
    ).toEqual([
      { date: "2026-02-19", startsAt: "2026-02-19T17:03:00.000Z", endsAt: "2026-02-19T19:03:00.000Z" },
      { date: "2026-02-20", startsAt: "2026-02-20T17:05:00.000Z", endsAt: "2026-02-20T19:05:00.000Z" },
    ]);
  });

  it("refuse a date on or before the first event's day", () => {
    expect(() => planOccurrences(halaqa, { kind: "dates", dates: ["2026-03-19"] }, null)).toThrow(
      ValidationError,
    );
  });
});

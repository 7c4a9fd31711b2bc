import { describe, expect, it } from "vitest";
import { RepeatFilter } from "./repeat-filter";

describe("the repeat filter", () => {
  it("ignores the same code for two seconds after its answer, then lets it through again", () => {
    const filter = new RepeatFilter(2_000);
    expect(filter.accepts("A", 0)).toBe(true);
    filter.handled("A", 500);
    expect(filter.accepts("A", 2_400)).toBe(false);
    expect(filter.accepts("A", 2_500)).toBe(true);
  });

  it("lets another code through at once", () => {
    const filter = new RepeatFilter(2_000);
    filter.handled("A", 0);
    expect(filter.accepts("B", 10)).toBe(true);
  });
});

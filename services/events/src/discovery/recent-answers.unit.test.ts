import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recentAnswers } from "./recent-answers.ts";

describe("recent answers", () => {
  describe("over time", () => {
    beforeEach(() => vi.useFakeTimers({ now: new Date("2030-03-01T12:00:00Z") }));
    afterEach(() => vi.useRealTimers());

    it("answers the same question once within the period, and again after it", async () => {
      const recent = recentAnswers<number>(10_000);
      let asked = 0;
      const work = async () => ++asked;
      expect(await Promise.all([recent("iftar", work), recent("iftar", work)])).toEqual([1, 1]);
      expect(await recent("halaqa", work)).toBe(2);
      vi.advanceTimersByTime(10_001);
      expect(await recent("iftar", work)).toBe(3);
    });

    it("near the period's end gives the kept answer while working it out again, then the new one", async () => {
      const recent = recentAnswers<number>(10_000);
      let asked = 0;
      const work = async () => ++asked;
      expect(await recent("iftar", work)).toBe(1);
      vi.advanceTimersByTime(4_999);
      expect(await recent("iftar", work)).toBe(1);
      expect(asked).toBe(1);
      vi.advanceTimersByTime(4_502);
      expect(await Promise.all([recent("iftar", work), recent("iftar", work)])).toEqual([1, 1]);
      expect(asked).toBe(2);
      expect(await recent("iftar", work)).toBe(2);
      // The new answer's period runs from when its work began.
      vi.advanceTimersByTime(10_000);
      expect(await recent("iftar", work)).toBe(3);
    });

    it("keeps giving the kept answer, within its period, when working it out again fails", async () => {
      const recent = recentAnswers<string>(10_000);
      expect(await recent("iftar", async () => "first")).toBe("first");
      vi.advanceTimersByTime(9_501);
      expect(await recent("iftar", () => Promise.reject(new Error("database down")))).toBe("first");
      await Promise.resolve();
      expect(await recent("iftar", async () => "second")).toBe("first");
      expect(await recent("iftar", async () => "third")).toBe("second");
      vi.advanceTimersByTime(10_001);
      expect(await recent("iftar", async () => "fourth")).toBe("fourth");
    });
  });

  it("does not keep a failure, and drops the oldest question when full", async () => {
    const recent = recentAnswers<string>(10_000, 2);
    await expect(recent("a", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await recent("a", async () => "a again")).toBe("a again");
    await recent("b", async () => "b");
    await recent("c", async () => "c");
    expect(await recent("a", async () => "a anew")).toBe("a anew");
    expect(await recent("c", async () => "c anew")).toBe("c");
  });
});

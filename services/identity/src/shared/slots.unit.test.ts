import { describe, expect, it } from "vitest";
import { Slots } from "./slots.ts";

describe("slots", () => {
  it("runs at most `size` at once, the rest in arrival order, and frees a slot on failure", async () => {
    const slots = new Slots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (i: number) =>
      slots.run(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (i === 1) throw new Error("boom");
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => job(i)));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(await job(9)).toBe(9);
  });
});

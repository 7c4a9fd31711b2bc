import { describe, expect, it } from "vitest";
import { Coalescer } from "./coalescer.ts";

/** A statement runner whose statements finish only when the test says so, recording what each held. */
function statements() {
  const sent: number[][] = [];
  const open: (() => void)[] = [];
  const many = (items: number[]) => {
    sent.push(items);
    return new Promise<number[]>((resolve, reject) =>
      open.push(() =>
        items.includes(-1) ? reject(new Error("statement failed")) : resolve(items.map((i) => i * 10)),
      ),
    );
  };
  const finishAll = async () => {
    while (open.length > 0) {
      for (const finish of open.splice(0)) finish();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { sent, many, finishAll };
}

describe("a coalescer", () => {
  it("sends a lone item at once, in a statement of its own", async () => {
    const s = statements();
    const coalescer = new Coalescer({
      many: s.many,
      one: async (i: number) => i,
      maxInFlight: 2,
      maxPerStatement: 10,
    });
    const result = coalescer.run(1);
    expect(s.sent).toEqual([[1]]);
    await s.finishAll();
    expect(await result).toBe(10);
  });

  it("puts the items that arrive while maxInFlight statements run into the next one, in order, each with its own result", async () => {
    const s = statements();
    const coalescer = new Coalescer({
      many: s.many,
      one: async (i: number) => i,
      order: (a: number, b: number) => a - b,
      maxInFlight: 1,
      maxPerStatement: 3,
    });
    const results = [5, 4, 3, 2, 1].map((i) => coalescer.run(i));
    expect(s.sent).toEqual([[5]]);
    await s.finishAll();
    expect(s.sent).toEqual([[5], [2, 3, 4], [1]]);
    expect(await Promise.all(results)).toEqual([50, 40, 30, 20, 10]);
  });

  it("tries each item of a failed statement again alone, so one item's failure is its own", async () => {
    const s = statements();
    const alone: number[] = [];
    const coalescer = new Coalescer({
      many: s.many,
      one: async (i: number) => {
        alone.push(i);
        if (i === -1) throw new Error("this item is bad");
        return i;
      },
      maxInFlight: 1,
      maxPerStatement: 10,
    });
    const first = coalescer.run(7);
    const good = coalescer.run(8);
    const bad = coalescer.run(-1);
    const outcomes = Promise.allSettled([first, good, bad]);
    await s.finishAll();
    const [a, b, c] = await outcomes;
    expect(a).toEqual({ status: "fulfilled", value: 70 });
    expect(b).toEqual({ status: "fulfilled", value: 8 });
    expect(c).toMatchObject({ status: "rejected", reason: new Error("this item is bad") });
    expect(alone).toEqual([8, -1]);
  });
});

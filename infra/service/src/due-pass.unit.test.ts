import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { passOverDue } from "./due-pass.ts";

/** A queue of due items: reading takes from the front what has not been moved on. */
function dueQueue(items: string[]) {
  const left = [...items];
  return {
    left,
    due: async (limit: number) => left.slice(0, limit),
    done: (item: string) => left.splice(left.indexOf(item), 1),
  };
}

describe("a pass over what is due", () => {
  it("reads batch after batch until one comes back short, and answers what it moved on", async () => {
    const queue = dueQueue(["a", "b", "c", "d", "e"]);
    const reads: number[] = [];
    const moved = await passOverDue({
      batch: 2,
      due: async (limit) => {
        const batch = await queue.due(limit);
        reads.push(batch.length);
        return batch;
      },
      moveOn: async (item) => {
        queue.done(item);
        return true;
      },
      failed: "items failed",
    });
    expect(moved).toBe(5);
    expect(reads).toEqual([2, 2, 1]);
  });

  it("reads the batch its options give instead of the pass's own (tests read smaller ones)", async () => {
    const queue = dueQueue(["a", "b", "c", "d", "e"]);
    const reads: number[] = [];
    const pass = {
      batch: 200,
      due: async (limit: number) => {
        reads.push(limit);
        return queue.due(limit);
      },
      moveOn: async (item: string) => {
        queue.done(item);
        return true;
      },
      failed: "items failed",
    };
    expect(await passOverDue(pass, { batch: 2 })).toBe(5);
    expect(reads).toEqual([2, 2, 2]);
  });

  it("ends after the batch in hand once the service is shutting down", async () => {
    const queue = dueQueue(["a", "b", "c", "d", "e"]);
    const stopping = new AbortController();
    const moved = await passOverDue(
      {
        batch: 2,
        due: (limit) => queue.due(limit),
        moveOn: async (item) => {
          // the shutdown comes while the first batch is being moved on: that batch is finished
          stopping.abort();
          queue.done(item);
          return true;
        },
        failed: "items failed",
      },
      { stopping: stopping.signal },
    );
    expect(moved).toBe(2);
    expect(queue.left).toEqual(["c", "d", "e"]);
  });

  it("stops at a full batch that moved nothing on, rather than reading it again and again", async () => {
    let reads = 0;
    const moved = await passOverDue({
      batch: 2,
      due: async () => {
        reads++;
        return ["held", "elsewhere"];
      },
      moveOn: async () => false,
      failed: "items failed",
    });
    expect(moved).toBe(0);
    expect(reads).toBe(1);
  });

  it("moves the rest of a batch on when one item fails, then ends the pass and throws the failures", async () => {
    const queue = dueQueue(["a", "bad", "c", "d"]);
    const moved: string[] = [];
    const pass = passOverDue({
      batch: 3,
      due: (limit) => queue.due(limit),
      moveOn: async (item) => {
        if (item === "bad") throw new Error("no database");
        queue.done(item);
        moved.push(item);
        return true;
      },
      failed: "items failed",
    });
    await expect(pass).rejects.toThrow("1 items failed");
    expect(moved).toEqual(["a", "c"]);
  });

  it("does not count a race another instance won as a failure", async () => {
    const race = new Error("version moved");
    const moved = await passOverDue({
      batch: 5,
      due: async () => ["a", "b"],
      moveOn: async (item) => {
        if (item === "a") throw race;
        return true;
      },
      lost: (error) => error === race,
      failed: "items failed",
    });
    expect(moved).toBe(1);
  });

  it("moves items side by side, but those of one key in turn and in the order read", async () => {
    let moving = 0;
    let most = 0;
    const order: string[] = [];
    await passOverDue({
      batch: 10,
      due: async () => ["g1:1", "g2:1", "g1:2", "g3:1", "g1:3"],
      moveOn: async (item) => {
        most = Math.max(most, ++moving);
        await sleep(10);
        order.push(item);
        moving--;
        return true;
      },
      concurrency: 3,
      inTurn: (item) => item.split(":")[0]!,
      failed: "items failed",
    });
    expect(most).toBe(3);
    expect(order.filter((item) => item.startsWith("g1"))).toEqual(["g1:1", "g1:2", "g1:3"]);
  });
});

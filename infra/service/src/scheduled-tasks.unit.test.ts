import { setTimeout as sleep } from "node:timers/promises";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.ts";
import { installScheduledTasks } from "./scheduled-tasks.ts";

/** A metric's sample for one task (and outcome), from the registry's exposition. */
async function sample(
  metrics: ReturnType<typeof createMetrics>,
  name: string,
  labels: string,
): Promise<number> {
  const text = await metrics.registry.metrics();
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? Number.NaN : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("a scheduled task", () => {
  it("runs one pass at a time, counts each by outcome with what it moved on, and stops when the app closes", async () => {
    const app = Fastify();
    const metrics = createMetrics("svc");
    const states = installScheduledTasks(app, metrics);
    let passes = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // passes: 3 moved on, then a failure, then one held until the test lets it go, then 1 moved on each
    app.scheduleTask({
      name: "order-expiry",
      everyMs: 10,
      run: async () => {
        passes++;
        if (passes === 1) return 3;
        if (passes === 2) throw new Error("the database went away");
        if (passes === 3) await held;
        return 1;
      },
    });
    const runs = (outcome: string) =>
      sample(metrics, "svc_scheduled_task_runs_total", `task="order-expiry",outcome="${outcome}"`);
    // every outcome is there from the start, at 0
    expect(await runs("failed")).toBe(0);
    expect(states()).toEqual([{ name: "order-expiry", everyMs: 10, lastSuccessAt: null, failuresInARow: 0 }]);
    await expect.poll(() => states()[0]!.failuresInARow).toBe(1);

    // the ticks that come while the third pass is held are skipped, not run alongside it
    await expect.poll(() => runs("skipped")).toBeGreaterThanOrEqual(2);
    expect(passes).toBe(3);
    release();
    await expect.poll(() => runs("ok")).toBeGreaterThanOrEqual(3);
    await app.close();
    const after = passes;
    await sleep(50);
    expect(passes).toBe(after);

    expect(await runs("failed")).toBe(1);
    const ok = await runs("ok");
    expect(ok).toBe(after - 1);
    expect(await sample(metrics, "svc_scheduled_task_items_total", 'task="order-expiry"')).toBe(3 + (ok - 1));
    expect(await sample(metrics, "svc_scheduled_task_duration_seconds_count", 'task="order-expiry"')).toBe(
      after,
    );
    const lastSuccess = await sample(
      metrics,
      "svc_scheduled_task_last_success_timestamp_seconds",
      'task="order-expiry"',
    );
    expect(Date.now() / 1000 - lastSuccess).toBeLessThan(1);
    // a good pass after the failure: none in a row any more
    expect(states()[0]).toMatchObject({ failuresInARow: 0, lastSuccessAt: expect.any(String) });
  });

  it("tells the service after a pass that moved something on, so its relay moves what the pass wrote", async () => {
    const app = Fastify();
    let told = 0;
    installScheduledTasks(app, createMetrics("svc"), () => told++);
    const moved = [2, 0, 0, 1];
    let passes = 0;
    app.scheduleTask({ name: "sweep", everyMs: 10, run: async () => moved[passes++] ?? 0 });
    await expect.poll(() => passes).toBeGreaterThanOrEqual(5);
    await app.close();
    expect(told).toBe(2);
  });

  it("tells a pass in flight that the app is closing, and lets it finish before the app counts as closed", async () => {
    const app = Fastify();
    const metrics = createMetrics("svc");
    installScheduledTasks(app, metrics);
    let started = false;
    let finished = false;
    let toldToStop = false;
    app.scheduleTask({
      name: "recurring-charges",
      everyMs: 10,
      run: async (_now, stopping) => {
        started = true;
        await sleep(100);
        toldToStop = stopping.aborted;
        finished = true;
        return 1;
      },
    });
    await expect.poll(() => started).toBe(true);
    await app.close();
    // a pass cut off here would go on against a database the service has already closed
    expect(finished).toBe(true);
    // and a pass draining a backlog ends after its batch in hand instead of holding the shutdown
    expect(toldToStop).toBe(true);
  });

  it("counts a pass that throws before it awaits anything as failed, and keeps the process running", async () => {
    const app = Fastify();
    const metrics = createMetrics("svc");
    const states = installScheduledTasks(app, metrics);
    app.scheduleTask({
      name: "mail",
      everyMs: 10,
      run: () => {
        throw new Error("no SMTP settings");
      },
    });
    await expect.poll(() => states()[0]!.failuresInARow).toBeGreaterThanOrEqual(2);
    await app.close();
  });
});

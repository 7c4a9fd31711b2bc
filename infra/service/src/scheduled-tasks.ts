import type { FastifyInstance } from "fastify";
import client from "prom-client";
import type { TScheduledTaskState } from "@mawid/contracts/platform";
import type { ServiceMetrics } from "./metrics.ts";

/** Work a service does on a timer, in every instance: a sweep, a scheduler, a sender. */
export interface ScheduledTask {
  /** The `task` label of its metrics, kebab-case: `order-expiry`. */
  name: string;
  everyMs: number;
  /**
   * One pass at `now`; answers how many things it moved on (orders expired, mails sent, ...). A pass
   * that drains a backlog ends after the batch in hand once `stopping` is aborted: the service is
   * shutting down, and the rest is due again at the next start.
   */
  run(now: Date, stopping: AbortSignal): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Runs the task every `everyMs` until the app closes, one pass at a time: a tick that comes while
     * a pass still runs is skipped. A failed pass is logged and the next tick tries again. Each pass
     * is counted in the service's metrics by outcome, with its duration and what it moved on. Closing
     * the app tells a pass in flight to stop (its `stopping` signal) and waits for it, so it never
     * loses its database halfway.
     */
    scheduleTask(task: ScheduledTask): void;
  }
}

const OUTCOMES = ["ok", "failed", "skipped"] as const;

function taskMetrics(metrics: ServiceMetrics) {
  const labelNames = ["task"] as const;
  return {
    runs: new client.Counter({
      name: `${metrics.prefix}scheduled_task_runs_total`,
      help: "Passes of a scheduled task by outcome: ok, failed, or skipped (a tick while a pass still ran)",
      labelNames: ["task", "outcome"] as const,
      registers: [metrics.registry],
    }),
    items: new client.Counter({
      name: `${metrics.prefix}scheduled_task_items_total`,
      help: "What a scheduled task's passes moved on (orders expired, charges made, mails sent, ...)",
      labelNames,
      registers: [metrics.registry],
    }),
    duration: new client.Histogram({
      name: `${metrics.prefix}scheduled_task_duration_seconds`,
      help: "How long a scheduled task's passes took, failed ones included",
      labelNames,
      buckets: [0.005, 0.025, 0.1, 0.5, 2.5, 10, 60, 300, 1800],
      registers: [metrics.registry],
    }),
    lastSuccess: new client.Gauge({
      name: `${metrics.prefix}scheduled_task_last_success_timestamp_seconds`,
      help: "When a scheduled task's last pass ended without failing, in seconds since the epoch",
      labelNames,
      registers: [metrics.registry],
    }),
  };
}

/**
 * Gives the app `scheduleTask`, counting every task's passes in these metrics. Answers how each task
 * stands now, for `/health/ready`.
 */
export function installScheduledTasks(
  app: FastifyInstance,
  metrics: ServiceMetrics,
  /** Told after a pass that moved something on: what it moved may have written to the outbox. */
  afterWrite?: () => void,
): () => TScheduledTaskState[] {
  let counted: ReturnType<typeof taskMetrics> | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const passes = new Set<Promise<void>>();
  const closing = new AbortController();
  const states = new Map<string, { everyMs: number; lastSuccess: Date | null; failuresInARow: number }>();
  app.decorate("scheduleTask", (task: ScheduledTask) => {
    counted ??= taskMetrics(metrics);
    const { runs, items, duration, lastSuccess } = counted;
    const labels = { task: task.name };
    // every outcome from 0, so the first failure is an increase to Prometheus
    for (const outcome of OUTCOMES) runs.inc({ ...labels, outcome }, 0);
    items.inc(labels, 0);
    const state = { everyMs: task.everyMs, lastSuccess: null as Date | null, failuresInARow: 0 };
    states.set(task.name, state);
    let running = false;
    const timer = setInterval(() => {
      if (running) {
        runs.inc({ ...labels, outcome: "skipped" });
        return;
      }
      running = true;
      const ended = duration.startTimer(labels);
      // a pass that throws before its first await is a failed pass too, not an uncaught exception
      const pass: Promise<void> = Promise.resolve()
        .then(() => task.run(new Date(), closing.signal))
        .then(
          (moved) => {
            runs.inc({ ...labels, outcome: "ok" });
            items.inc(labels, moved);
            state.lastSuccess = new Date();
            lastSuccess.set(labels, state.lastSuccess.getTime() / 1000);
            state.failuresInARow = 0;
            if (moved > 0) afterWrite?.();
          },
          (error: unknown) => {
            runs.inc({ ...labels, outcome: "failed" });
            state.failuresInARow++;
            app.log.warn({ err: error, task: task.name }, "a scheduled task's pass failed");
          },
        )
        .finally(() => {
          ended();
          running = false;
          passes.delete(pass);
        });
      passes.add(pass);
    }, task.everyMs);
    timer.unref();
    timers.add(timer);
  });
  app.addHook("onClose", async () => {
    for (const timer of timers) clearInterval(timer);
    closing.abort();
    await Promise.all(passes);
  });
  return () =>
    [...states].map(([name, s]) => ({
      name,
      everyMs: s.everyMs,
      lastSuccessAt: s.lastSuccess?.toISOString() ?? null,
      failuresInARow: s.failuresInARow,
    }));
}

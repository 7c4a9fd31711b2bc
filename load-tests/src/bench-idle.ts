// What the whole platform costs while nobody uses it: `npm start`'s six services, the gateway and the
// embedded PostgreSQL, with the demo data, left alone once started. Every poll, timer and sweep shows
// here, and on a small machine it is taken from everything else that runs on it (npm test's other
// workspaces, a convention's scanning). `npm run bench idle`
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { startPlatform } from "@mawid/platform";
import { isMain, round, writeBenchResult } from "./bench-results.ts";
import { cpuSplit } from "./process-cpu.ts";

export interface IdleBenchOptions {
  /** How long the started platform is left before measuring: the demo data's events cross the bus. */
  settleMs?: number;
  /** How long its CPU is measured. */
  windowMs?: number;
}

export interface IdleBenchResult {
  name: "idle";
  /** CPU of every process of the platform over the window, as a percentage of one core. */
  percentOfOneCore: number;
  /** The same by process tree: each service, the gateway, PostgreSQL with its backends, the launcher. */
  byProcess: Record<string, number>;
  windowSeconds: number;
  goal: { percentOfOneCore: number; met: boolean };
  cpus: number;
  at: string;
}

/**
 * An idle platform should cost next to nothing. Before writers woke the outbox relays (2026-11-30) it
 * took 44% of one core; what remains is mostly the six relays' and 27 consumers' fallback looks (every
 * 250 ms and every second), kept for other instances' writes and lost notifications. A guard against
 * the next timer that wakes every process many times a second.
 */
const GOAL_PERCENT = 15;

export async function benchIdle(opts: IdleBenchOptions = {}): Promise<IdleBenchResult> {
  // past the pools' 30 s idle timeout, so the connections opened while the demo data crossed the bus have closed
  const settleMs = opts.settleMs ?? 45_000;
  const windowMs = opts.windowMs ?? 30_000;
  const dataDir = mkdtempSync(join(tmpdir(), "mawid-bench-idle-"));
  const platform = await startPlatform({
    dataDir,
    port: 0,
    buildWeb: false,
    demoData: true,
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "" },
    print: () => {},
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const trees = Object.entries(platform.pids()).filter((e): e is [string, number] => e[1] !== undefined);
    const split = cpuSplit(Object.fromEntries(trees));
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const elapsed = performance.now() - started;
    // µs of CPU per ms of the window: thousandths of one core. This process is the launcher, as in npm start.
    const { total, client: launcher, ...processes } = split(elapsed);
    const perMille = { ...processes, launcher };
    if (total == null) throw new Error("could not read the platform's CPU time from /proc");
    const byProcess = Object.fromEntries(
      Object.entries(perMille).map(([name, pm]) => [name, (pm ?? 0) / 10]),
    );
    const percentOfOneCore = total / 10;
    return {
      name: "idle",
      percentOfOneCore,
      byProcess,
      windowSeconds: round(elapsed / 1000, 1),
      goal: { percentOfOneCore: GOAL_PERCENT, met: percentOfOneCore <= GOAL_PERCENT },
      cpus: availableParallelism(),
      at: new Date().toISOString(),
    };
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const result = await benchIdle();
  const file = writeBenchResult("idle", result);
  const parts = Object.entries(result.byProcess)
    .map(([name, p]) => `${name} ${p}%`)
    .join(", ");
  console.log(
    `idle platform: ${result.percentOfOneCore}% of one core over ${result.windowSeconds} s (${parts}); ` +
      `goal <= ${result.goal.percentOfOneCore}%: ${result.goal.met ? "met" : "NOT met"}; written to ${file}`,
  );
}

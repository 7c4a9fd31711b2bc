import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

const GUARD = new URL("./child-guard.ts", import.meta.url).href;

export interface ChildSpec {
  name: string;
  /** The script to run with this Node (a .ts file runs directly). */
  entry: string;
  args?: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Each line the child writes, on stdout or stderr. */
  onLine(line: string, stream: "stdout" | "stderr"): void;
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedChild {
  name: string;
  process: ChildProcess;
  exited: Promise<ChildExit>;
  running(): boolean;
  /** SIGTERM, then SIGKILL to its whole process group after `graceMs`. */
  stop(graceMs?: number): Promise<ChildExit>;
  kill(): void;
}

/**
 * Starts a Node child in its own process group (so a terminal's Ctrl-C reaches only the launcher,
 * which stops children in order) with a guard that stops it if the launcher disappears.
 */
export function startChild(spec: ChildSpec): ManagedChild {
  const child = spawn(process.execPath, ["--import", GUARD, spec.entry, ...(spec.args ?? [])], {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let alive = true;
  const exited = new Promise<ChildExit>((resolve) => {
    child.once("exit", (code, signal) => {
      alive = false;
      resolve({ code, signal });
    });
    child.once("error", () => {
      alive = false;
      resolve({ code: null, signal: null });
    });
  });
  for (const stream of ["stdout", "stderr"] as const) {
    const source = child[stream];
    if (!source) continue;
    createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) =>
      spec.onLine(line, stream),
    );
  }
  const killGroup = () => {
    if (!alive || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  };
  return {
    name: spec.name,
    process: child,
    exited,
    running: () => alive,
    kill: killGroup,
    async stop(graceMs = 10_000) {
      if (!alive) return exited;
      child.kill("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), graceMs);
      });
      const first = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (first === "late") killGroup();
      return exited;
    },
  };
}

import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "@mawid/local-postgres/free-port";

const root = fileURLToPath(new URL("../../../", import.meta.url));

export interface ServiceProcess {
  url: string;
  /** SIGTERM, resolved once the process has exited (at once if it already has). */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or a pulled plug: no shutdown hook of the service runs. */
  kill(): void;
  /** How the process ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs services/<name>/src/server.ts (or the gateway's) as its own process on the postgres bus, the way the
 * launcher does, and resolves once it is ready (for tests that need separate processes talking over the bus). OpenTelemetry settings come only from `env`, never from the
 * test run's own environment, so a test that leaves them out really runs without tracing.
 */
export async function startServiceProcess(
  name: string,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  const output: string[] = [];
  const entry = name === "gateway" ? "gateway/src/server.ts" : `services/${name}/src/server.ts`;
  const child: ChildProcess = spawn(process.execPath, [`${root}${entry}`], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("OTEL_"))),
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      BUS: "postgres",
      LOG_LEVEL: "warn",
      MAWID_DEMO_DATA: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  const kill = () => {
    child.kill("SIGKILL");
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join("")}`);
    const ready = await fetch(`${url}/health/ready`).catch(() => undefined);
    if (ready?.ok) return { url, stop, kill, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${name} not ready: ${output.join("")}`);
}

import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "@mawid/local-postgres/free-port";

const root = fileURLToPath(new URL("../../../", import.meta.url));

export interface ServiceProcess {
  url: string;
  stop(): Promise<void>;
}

/** Runs services/<name>/src/server.ts as its own process on the postgres bus, and resolves once it is ready. */
export async function startServiceProcess(
  name: string,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [`${root}services/${name}/src/server.ts`], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("OTEL_"))),
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      BUS: "postgres",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join("")}`);
    if ((await fetch(`${url}/health/live`).catch(() => undefined))?.ok) return { url, stop };
  }
  await stop();
  throw new Error(`${name} not ready: ${output.join("")}`);
}

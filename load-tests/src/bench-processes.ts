import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { freePort } from "@mawid/local-postgres";
import { repoRoot } from "./bench-results.ts";

/**
 * Node flags for every process a benchmark starts, to profile them: BENCH_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof" (Node refuses --cpu-prof in NODE_OPTIONS).
 */
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];

/** Runs a script of the repository (or an absolute path) as a process of its own, its errors on this one's stderr. */
export function startProcess(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, resolve(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (code !== 0 && code !== null) console.error(`${name} exited with ${code ?? signal}`);
  });
  return child;
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Serves the bench's signing keys as identity serves its JWKS, for the services and the gateway. */
export async function serveKeys(jwks: object): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${port}`, server };
}

/**
 * The gateway as production runs it, in front of the services `routes` names (their *_URL and
 * *_SOCKET, and IDENTITY_URL for the keys), once it answers. One client sends everything in a bench,
 * so the per-address and per-user limits are lifted (they still run).
 */
export async function startBenchGateway(
  routes: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = startProcess("gateway", "gateway/src/server.ts", {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: String(port),
    RATE_LIMIT_PER_IP: "1000000000",
    RATE_LIMIT_PER_USER: "1000000000",
    WEB_DIST: "/nonexistent",
    ...routes,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/health/live`, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, url };
}

import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZPlatformHealth } from "@mawid/contracts/platform";
import { freePort } from "@mawid/local-postgres/free-port";
import { startUpstreams, type TestUpstreams, withinOneRateWindow } from "./helpers.ts";

const SERVER = fileURLToPath(new URL("../src/server.ts", import.meta.url));

interface Gateway {
  process: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startGateway(env: Record<string, string>, port: number): Gateway {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, LOG_LEVEL: "info", WEB_DIST: "/nonexistent", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { process: child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

function workersOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

// Two workers each load the whole gateway: on a machine busy with the rest of npm test that once
// took longer than 15 s.
async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not there yet
    }
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The upstreams, and a gateway of two workers in front of them, both serving. */
async function startTwoWorkers(env: Record<string, string> = {}): Promise<[TestUpstreams, Gateway]> {
  const services = await startUpstreams();
  const gateway = startGateway({ GATEWAY_WORKERS: "2", ...env, ...services.urls }, await freePort());
  await until(async () => ((await fetch(`${gateway.url}/health/live`)).ok ? true : undefined));
  await until(() => (workersOf(gateway.process.pid!).length === 2 ? true : undefined));
  return [services, gateway];
}

describe("gateway with several worker processes", () => {
  let services: TestUpstreams;
  let gateway: Gateway;

  beforeAll(async () => {
    [services, gateway] = await startTwoWorkers();
  });
  afterAll(async () => {
    gateway?.process.kill("SIGKILL");
    await services?.close();
  });

  it("serves from every worker and reports one set of metrics for all of them", async () => {
    const served = 40;
    for (let i = 0; i < served; i++) {
      // a new connection each time, so the primary hands them to both workers
      const res = await fetch(`${gateway.url}/api/v1/events/e${i}`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
    }
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    const count = text.match(
      /^gateway_http_request_duration_seconds_count\{route="[^"]*events[^"]*",status="200"\} (\d+)$/m,
    );
    expect(Number(count?.[1])).toBe(served);
    const health = ZPlatformHealth.parse(await (await fetch(`${gateway.url}/api/v1/health`)).json());
    expect(health.gateway.workers).toBe(2);
    expect(health.gateway.rateLimits).toEqual({ sharedWith: "workers", status: "up" });
  });

  it("replaces a worker that dies, and keeps answering", async () => {
    const [victim] = workersOf(gateway.process.pid!);
    process.kill(victim!, "SIGKILL");
    const replaced = await until(() => {
      const now = workersOf(gateway.process.pid!);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    expect(replaced).toHaveLength(2);
    await until(() => (gateway.output().match(/Server listening/g)?.length === 3 ? true : undefined));
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${gateway.url}/api/v1/events/after-${i}`, {
        headers: { connection: "close" },
      });
      expect(res.status).toBe(200);
    }
    expect(gateway.output()).toContain("gateway worker died; starting another");
  });

  it("stops every worker and exits 0 on SIGTERM", async () => {
    const workers = workersOf(gateway.process.pid!);
    gateway.process.kill("SIGTERM");
    const code = await gateway.exited;
    expect(code, gateway.output()).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe("rate limits across worker processes", () => {
  let services: TestUpstreams;
  let gateway: Gateway;

  beforeAll(async () => {
    [services, gateway] = await startTwoWorkers({ RATE_LIMIT_PER_IP: "10" });
  });
  afterAll(async () => {
    gateway?.process.kill("SIGKILL");
    await services?.close();
  });

  it("holds a client whose connections land on both workers to the per-IP limit", async () => {
    await withinOneRateWindow(10);
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${gateway.url}/api/v1/events/limit-${round}-${i}`, {
          headers: { connection: "close" },
        });
        statuses.push(res.status);
      }
      // the workers tell each other their counts every 200 ms; a loaded CI machine may be late
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const admitted = statuses.filter((s) => s === 200).length;
    // each worker alone would admit 10 (20 in all); together they stop near 10, overshooting by at
    // most what both admit between two exchanges
    expect(admitted).toBeGreaterThanOrEqual(10);
    expect(admitted).toBeLessThanOrEqual(14);
    expect(statuses.filter((s) => s === 429)).toHaveLength(24 - admitted);
  }, 60_000);
});

describe("gateway workers that cannot start", () => {
  it("exits 1 instead of forking forever when the port is taken", async () => {
    const port = await freePort();
    const squatter = createServer().listen(port, "127.0.0.1");
    await new Promise((r) => squatter.once("listening", r));
    try {
      const gateway = startGateway({ GATEWAY_WORKERS: "2" }, port);
      expect(await gateway.exited).toBe(1);
      expect(gateway.output()).toContain("gateway worker failed to start");
    } finally {
      squatter.close();
    }
  });
});

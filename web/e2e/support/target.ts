import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@mawid/local-postgres/free-port";
import { type SmtpCapture, startSmtpCapture } from "@mawid/testing";
import { startGoogleStandIn } from "./google-stand-in";
import type { MailReader } from "./mailbox";

const REPO_ROOT = join(import.meta.dirname, "..", "..", "..");
const WEB_ROOT = join(REPO_ROOT, "web");

/**
 * Set MAWID_E2E_SKIP_PLATFORM=1 to run the browser tests without the platform: pages that need no
 * API are served by `vite preview`, and the tests that need identity are skipped.
 */
export const SKIP_PLATFORM = process.env.MAWID_E2E_SKIP_PLATFORM === "1";

/** The platform (or the SPA alone) as vitest's global setup runs it, for the whole run. */
export interface RunningTarget {
  baseUrl: string;
  /** The SMTP capture the platform sends mail to; null under `vite preview`. */
  smtp: SmtpCapture | null;
  /** The platform's database, for tests that must set up what no API creates; null under `vite preview`. */
  databaseUrl: string | null;
  stop(): Promise<void>;
}

/** What a test file sees of the running target. */
export interface Target {
  baseUrl: string;
  /** The platform's mail; null under `vite preview`. */
  smtp: MailReader | null;
  databaseUrl: string | null;
}

/**
 * The launcher does not print its embedded PostgreSQL's address, but PostgreSQL writes its port on
 * the fourth line of postmaster.pid; the superuser's credentials are @mawid/local-postgres's.
 */
function embeddedDatabaseUrl(dataDir: string): string {
  const port = readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  if (!port) throw new Error(`no port in ${dataDir}/postgres/postmaster.pid`);
  return `postgres://postgres:postgres@127.0.0.1:${port}/mawid`;
}

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.status === 200 || response.status === 503) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`GET ${baseUrl}/api/v1/health did not answer within ${timeoutMs} ms`);
}

function waitForLine(
  child: ChildProcess,
  needle: string,
  timeoutMs: number,
  output: string[],
): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`platform did not print "${needle}" within ${timeoutMs} ms:\n${output.join("")}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output.push(text);
      const line = text.split("\n").find((l) => l.includes(needle));
      if (line) {
        clearTimeout(timer);
        resolve(line);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`platform exited with ${code} before it was ready:\n${output.join("")}`));
    });
  });
}

/**
 * `node scripts/start.ts` with embedded PostgreSQL in a temp dir, mail going to a real SMTP capture,
 * Google sign-in going to a local stand-in provider, and the demo accounts seeded.
 */
export async function startPlatform(): Promise<RunningTarget> {
  const smtp = await startSmtpCapture();
  const port = await freePort();
  // The provider must know the callback before identity starts, so the public URL is fixed here.
  const publicUrl = `http://localhost:${port}`;
  const google = await startGoogleStandIn(publicUrl);
  const dataDir = mkdtempSync(join(tmpdir(), "mawid-web-e2e-"));
  // Run as root, embedded PostgreSQL drops to its own user, which must be able to enter the directory.
  chmodSync(dataDir, 0o755);
  const output: string[] = [];
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...google.env,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      MAWID_DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAWID_DEMO_DATA: "1",
      // each test file makes the events it needs and counts what it made
      MAWID_DEMO_EVENTS: "0",
      // The test script has just built web/dist.
      MAWID_SKIP_WEB_BUILD: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = async () => {
    // A platform that died during the run explains every failure after it: show its last words.
    if (child.exitCode !== null)
      console.error(`platform exited early (${child.exitCode}):\n${output.join("").slice(-4000)}`);
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGINT");
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 20_000));
      await Promise.race([exited, timeout]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await smtp.close();
    await google.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const line = await waitForLine(child, "Mawid is running at http://", 150_000, output);
    const baseUrl = (/http:\/\/[^\s]+/.exec(line)?.[0] ?? `http://localhost:${port}`).replace(/\/$/, "");
    await waitForHealth(baseUrl, 30_000);
    return { baseUrl, smtp, databaseUrl: embeddedDatabaseUrl(dataDir), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The built SPA alone, for pages that need no API. */
export async function startPreview(): Promise<RunningTarget> {
  const { preview } = await import("vite");
  const port = await freePort();
  const server = await preview({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, "vite.config.ts"),
    preview: { port, strictPort: true, host: "127.0.0.1" },
    logLevel: "warn",
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    smtp: null,
    databaseUrl: null,
    stop: () => server.close(),
  };
}

export function startTarget(): Promise<RunningTarget> {
  return SKIP_PLATFORM ? startPreview() : startPlatform();
}

/**
 * How long a poll waits for what another service does after hearing of it on the bus (tickets after a
 * payment, counts after a sync): seconds on a quiet machine, far longer while npm test runs the other
 * workspaces' load tests beside the browser.
 */
export const BUS_SETTLES = { timeout: 60_000, interval: 1_000 };

import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@mawid/contracts/identity";
import { type ManagedChild, startChild } from "./child.ts";
import { bootstrapDatabaseRoles, oneMachineRoleUrl, serviceSchema } from "./database-roles.ts";
import { formatLogLine } from "./log-lines.ts";
import { isPortFree, pickPort } from "./ports.ts";
import { buildWeb, webState } from "./web-build.ts";

/** The repository root (this file is infra/platform/src/start-platform.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export const SERVICES = [
  { name: "identity", port: 4001, urlEnv: "IDENTITY_URL", socketEnv: "IDENTITY_SOCKET" },
  { name: "events", port: 4002, urlEnv: "EVENTS_URL", socketEnv: "EVENTS_SOCKET" },
  { name: "ticketing", port: 4003, urlEnv: "TICKETING_URL", socketEnv: "TICKETING_SOCKET" },
  { name: "payments", port: 4004, urlEnv: "PAYMENTS_URL", socketEnv: "PAYMENTS_SOCKET" },
  { name: "checkin", port: 4005, urlEnv: "CHECKIN_URL", socketEnv: "CHECKIN_SOCKET" },
  { name: "analytics", port: 4006, urlEnv: "ANALYTICS_URL", socketEnv: "ANALYTICS_SOCKET" },
] as const;
export type ServiceName = (typeof SERVICES)[number]["name"];

export const DEFAULT_GATEWAY_PORT = 3000;
export const DEFAULT_POSTGRES_PORT = 54329;
/** The database the platform creates on the embedded server; each service has its own schema in it. */
export const DATABASE_NAME = "mawid";

export interface PlatformOptions {
  /** Where every default below comes from; process.env unless given. Passed through to the children. */
  env?: NodeJS.ProcessEnv;
  /** Gateway port: PORT, else 3000; 0 picks a free one. */
  port?: number;
  /** Free ports for the services instead of 4001-4006: MAWID_RANDOM_PORTS=1 or a gateway port other than 3000. */
  randomPorts?: boolean;
  /**
   * Services listen on loopback TCP ports besides their Unix sockets, for a Prometheus on this
   * machine to scrape: MAWID_SERVICE_PORTS=1. Off by default, so that nothing but this user's
   * processes (the gateway) reaches a service; always on where there are no Unix sockets (Windows).
   */
  servicePorts?: boolean;
  /** An existing PostgreSQL: DATABASE_URL; otherwise the embedded one runs. */
  databaseUrl?: string;
  /** MAWID_DATA_DIR, else <repo>/.data; PostgreSQL keeps its cluster in `<dataDir>/postgres`. */
  dataDir?: string;
  /** Build web/dist when missing or stale; MAWID_SKIP_WEB_BUILD=1 turns it off. */
  buildWeb?: boolean;
  /** The children's LOG_LEVEL; "warn" unless LOG_LEVEL says otherwise. */
  logLevel?: string;
  /** MAWID_DEMO_DATA, default on (off with NODE_ENV=production, where identity refuses it). */
  demoData?: boolean;
  /** Where the launcher's and children's lines go; stdout unless given. */
  print?: (line: string) => void;
  /** How long a child may take to become ready (first start migrates everything). */
  readyTimeoutMs?: number;
  /** Other entry scripts than services/<name>/src/server.ts and gateway/src/server.ts (tests). */
  entries?: Partial<Record<ServiceName | "gateway", string>>;
}

export interface RunningPlatform {
  /** The gateway, e.g. http://localhost:3000 */
  url: string;
  port: number;
  /** Where each service listens on TCP; null when they serve on their Unix sockets only. */
  serviceUrls: Record<ServiceName, string> | null;
  /** Each service's Unix socket; null where there are none (Windows). */
  serviceSockets: Record<ServiceName, string> | null;
  databaseUrl: string;
  /** Whether identity seeded the demo accounts and masjid (MAWID_DEMO_DATA). */
  demoData: boolean;
  /** Process ids of the children (postgres is absent when DATABASE_URL was given). */
  pids(): Partial<Record<ServiceName | "gateway" | "postgres", number>>;
  /** Stops gateway, services, then PostgreSQL. Idempotent. */
  stop(): Promise<void>;
  /** The exit code once everything stopped: 0 after stop(), 1 when a child died on its own. */
  done: Promise<number>;
}

export interface Platform {
  start(): Promise<RunningPlatform>;
  /** Safe at any moment, also while starting (start() then rejects). */
  stop(): Promise<void>;
  /** SIGKILL to every child's process group (a second Ctrl-C). */
  kill(): void;
  done: Promise<number>;
}

export const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : value === "1" || value === "true";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PlatformStartError extends Error {}

/** Starts the whole platform on this machine and resolves once the gateway answers. */
export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  return await createPlatform(options).start();
}

export function createPlatform(options: PlatformOptions = {}): Platform {
  const env = options.env ?? process.env;
  /** An env value, empty counting as unset. */
  const read = (name: string) => (env[name] === "" ? undefined : env[name]);
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const requestedPort = options.port ?? (read("PORT") ? Number(read("PORT")) : DEFAULT_GATEWAY_PORT);
  const randomPorts = options.randomPorts ?? (flag(env.MAWID_RANDOM_PORTS, false) || requestedPort !== 3000);
  const servicePorts = options.servicePorts ?? flag(env.MAWID_SERVICE_PORTS, false);
  const dataDir = options.dataDir ?? read("MAWID_DATA_DIR") ?? join(REPO_ROOT, ".data");
  const shouldBuildWeb = options.buildWeb ?? !flag(env.MAWID_SKIP_WEB_BUILD, false);
  const logLevel = options.logLevel ?? read("LOG_LEVEL") ?? "warn";
  const production = read("NODE_ENV") === "production";
  const demoData = options.demoData ?? flag(env.MAWID_DEMO_DATA, !production);
  // Identity's outbox at /api/v1/dev/mail: a development aid that production refuses to serve.
  const devMail = flag(env.MAWID_DEV_MAIL, !production);
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;

  let postgres: ManagedChild | undefined;
  let sockets: string | undefined;
  let gateway: ManagedChild | undefined;
  const services = new Map<ServiceName, ManagedChild>();
  let stopping: Promise<void> | undefined;
  let failed = false;
  let failure: string | undefined;
  let resolveDone: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    resolveDone = resolve;
  });

  const out = (name: string) => (line: string) => print(formatLogLine(name, line));

  /** A child that ends while nobody is stopping the platform brings the platform down. */
  const watch = (child: ManagedChild) => {
    child.exited.then((exit) => {
      if (stopping) return;
      failed = true;
      const how = exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
      failure = `${child.name} stopped unexpectedly (${how})`;
      print(`${failure}; stopping Mawid`);
      void stop();
    });
  };

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (gateway) await gateway.stop(10_000);
      await Promise.all([...services.values()].map((s) => s.stop(10_000)));
      if (postgres) await postgres.stop(30_000);
      if (sockets) rmSync(sockets, { recursive: true, force: true });
      resolveDone(failed ? 1 : 0);
    })();
    return stopping;
  };

  const kill = () => {
    gateway?.kill();
    for (const s of services.values()) s.kill();
    postgres?.kill();
  };

  const ensureRunning = () => {
    if (stopping) throw new PlatformStartError(failure ?? "Mawid was stopped while starting");
  };

  /**
   * Resolves when `url` answers (`ok` true: a 2xx), over `socketPath` when given; rejects when the
   * child exits first or time runs out.
   */
  const waitFor = async (child: ManagedChild, url: string, requireOk: boolean, socketPath?: string) => {
    const deadline = Date.now() + readyTimeoutMs;
    let last = "no answer";
    while (Date.now() < deadline) {
      ensureRunning();
      if (!child.running()) throw new PlatformStartError(`${child.name} exited while starting`);
      try {
        const status = await statusOf(url, socketPath);
        if (!requireOk || (status >= 200 && status < 300)) return;
        last = `HTTP ${status}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      await sleep(150);
    }
    throw new PlatformStartError(`${child.name} was not ready within ${readyTimeoutMs} ms (${last})`);
  };

  const startPostgres = async (): Promise<string> => {
    const pgDir = join(dataDir, "postgres");
    // Several platforms at once (random ports: browser tests, benchmarks) must not race for 54329.
    const preferred = await pickPort(randomPorts ? undefined : DEFAULT_POSTGRES_PORT, new Set());
    let announced: ((url: string) => void) | undefined;
    const ready = new Promise<string>((resolve) => {
      announced = resolve;
    });
    postgres = startChild({
      name: "postgres",
      entry: fileURLToPath(new URL("./postgres-process.ts", import.meta.url)),
      args: [pgDir, String(preferred)],
      cwd: REPO_ROOT,
      env: { ...env },
      onLine(line, stream) {
        if (stream === "stdout" && line.startsWith("{")) {
          try {
            const parsed = JSON.parse(line) as { url?: string };
            if (parsed.url) {
              announced?.(parsed.url);
              return;
            }
          } catch {
            // fall through and print it
          }
        }
        out("postgres")(line);
      },
    });
    watch(postgres);
    const first = await Promise.race([ready, postgres.exited.then(() => null)]);
    if (!first) throw new PlatformStartError(`PostgreSQL did not start (data in ${pgDir})`);
    const client = new pg.Client({ connectionString: first });
    await client.connect();
    try {
      const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
    const url = new URL(first);
    url.pathname = `/${DATABASE_NAME}`;
    return url.toString();
  };

  const prepareWeb = async () => {
    if (!shouldBuildWeb) return;
    const state = webState(REPO_ROOT);
    if (state === "fresh") return;
    if (state === "unbuildable") {
      print("web has no build yet: the gateway serves the API only");
      return;
    }
    print(state === "missing" ? "Building the web app..." : "Rebuilding the web app (sources changed)...");
    const ok = await buildWeb(REPO_ROOT, out("web"));
    if (!ok) print("The web build failed (output above); the gateway serves the API and any older build");
  };

  const start = async (): Promise<RunningPlatform> => {
    try {
      const taken = new Set<number>();
      const port = requestedPort === 0 ? await pickPort(undefined, taken) : requestedPort;
      taken.add(port);
      if (!(await isPortFree(port))) {
        throw new PlatformStartError(`Port ${port} is in use: stop what runs there or set PORT`);
      }
      // Node listens on named pipes, not Unix sockets, on Windows: everything stays on TCP there.
      const onSockets = process.platform !== "win32";
      const tcp = !onSockets || servicePorts;
      const ports = {} as Record<ServiceName, number>;
      if (tcp)
        for (const s of SERVICES) ports[s.name] = await pickPort(randomPorts ? undefined : s.port, taken);
      const publicUrl = read("PUBLIC_URL") ?? `http://localhost:${port}`;

      const web = prepareWeb();
      const databaseUrl = options.databaseUrl ?? read("DATABASE_URL") ?? (await startPostgres());
      ensureRunning();
      const bus = read("BUS") ?? "postgres";
      // Each service connects as its own role, limited to its schema; the administrator's url stays here.
      const roleUrls = Object.fromEntries(
        SERVICES.map((s) => [s.name, oneMachineRoleUrl(databaseUrl, s.name)]),
      ) as Record<ServiceName, string>;
      await bootstrapDatabaseRoles(
        databaseUrl,
        SERVICES.map((s) => serviceSchema(s.name, roleUrls[s.name])),
        { bus: bus === "postgres" },
      );
      ensureRunning();

      // Each service serves on a Unix socket, only this user's processes can reach it, and the
      // gateway forwards over it (no TCP stack between them); a fresh folder per start, short
      // enough for a socket's path.
      const socketDir = onSockets ? mkdtempSync(join(tmpdir(), "mawid-")) : undefined;
      sockets = socketDir;
      const socketOf = (name: ServiceName) => (socketDir ? join(socketDir, `${name}.sock`) : "");
      const originOf = (name: ServiceName) => (tcp ? `http://127.0.0.1:${ports[name]}` : "http://localhost");
      const { DATABASE_URL: _admin, ...withoutAdmin } = env;
      const common: NodeJS.ProcessEnv = {
        ...withoutAdmin,
        BUS: bus,
        LOG_LEVEL: logLevel,
        PUBLIC_URL: publicUrl,
        MAWID_DEMO_DATA: demoData ? "1" : "0",
        MAWID_DEV_MAIL: devMail ? "1" : "0",
      };
      for (const s of SERVICES) {
        const child = startChild({
          name: s.name,
          entry: options.entries?.[s.name] ?? join(REPO_ROOT, "services", s.name, "src", "server.ts"),
          cwd: REPO_ROOT,
          env: {
            ...common,
            DATABASE_URL: roleUrls[s.name],
            HOST: "127.0.0.1",
            PORT: tcp ? String(ports[s.name]) : "",
            SOCKET_PATH: socketOf(s.name),
            IDENTITY_URL: originOf("identity"),
            IDENTITY_SOCKET: socketOf("identity"),
          },
          onLine: out(s.name),
        });
        services.set(s.name, child);
        watch(child);
      }
      await Promise.all(
        SERVICES.map((s) =>
          waitFor(
            services.get(s.name)!,
            `${originOf(s.name)}/health/ready`,
            true,
            socketOf(s.name) || undefined,
          ),
        ),
      );
      await web;
      ensureRunning();

      const urls = Object.fromEntries(SERVICES.map((s) => [s.urlEnv, originOf(s.name)]));
      const socketPaths = Object.fromEntries(SERVICES.map((s) => [s.socketEnv, socketOf(s.name)]));
      gateway = startChild({
        name: "gateway",
        entry: options.entries?.gateway ?? join(REPO_ROOT, "gateway", "src", "server.ts"),
        cwd: REPO_ROOT,
        env: {
          ...common,
          ...urls,
          ...socketPaths,
          HOST: read("HOST") ?? "127.0.0.1",
          PORT: String(port),
          WEB_DIST: join(REPO_ROOT, "web", "dist"),
        },
        onLine: out("gateway"),
      });
      watch(gateway);
      await waitFor(gateway, `http://127.0.0.1:${port}/api/v1/health`, false);
      ensureRunning();

      const url = `http://localhost:${port}`;
      print(`Mawid is running at ${url}`);
      if (demoData) print(demoHint());
      const pids = () => {
        const all: Partial<Record<ServiceName | "gateway" | "postgres", number>> = {};
        for (const [name, child] of services) all[name] = child.process.pid;
        if (gateway) all.gateway = gateway.process.pid;
        if (postgres) all.postgres = postgres.process.pid;
        return all;
      };
      const each = (value: (name: ServiceName) => string) =>
        Object.fromEntries(SERVICES.map((s) => [s.name, value(s.name)])) as Record<ServiceName, string>;
      const serviceUrls = tcp ? each(originOf) : null;
      const serviceSockets = socketDir ? each(socketOf) : null;
      return { url, port, serviceUrls, serviceSockets, databaseUrl, demoData, pids, stop, done };
    } catch (error) {
      failed = true;
      await stop();
      throw error;
    }
  };

  return { start, stop, kill, done };
}

/** The status `url` answers with, over a Unix socket when given: fetch() has no socket option. */
function statusOf(url: string, socketPath: string | undefined): Promise<number> {
  const { pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpGet(socketPath ? { socketPath, path: pathname + search } : url, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(2000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
  });
}

/** Printed under the URL when demo data is on: identity seeds these accounts (contracts' identity/demo.ts). */
export function demoHint(): string {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  return `Demo data is on (MAWID_DEMO_DATA=0 to start empty): sign in as ${emails.join(", ")} with password ${DEMO_PASSWORD}`;
}

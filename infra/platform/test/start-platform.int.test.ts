import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type PlatformOptions, startPlatform } from "../src/index.ts";

// identity and the gateway are stand-ins here (their own tests cover them); the other five are real.
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "mawid-platform-test-"));
// PostgreSQL runs as its own user when the tests run as root: it must be able to enter the folder.
chmodSync(dataDir, 0o755);

function options(lines: string[]): PlatformOptions {
  return {
    env: { ...process.env, DATABASE_URL: "", PORT: "", MAWID_DATA_DIR: "", LOG_LEVEL: "" },
    port: 0,
    dataDir,
    buildWeb: false,
    print: (line) => lines.push(line),
    entries: { identity: fixture("fake-service.ts"), gateway: fixture("fake-gateway.ts") },
  };
}

/** GET over a service's Unix socket: its status and body. */
const overSocket = (socketPath: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get({ socketPath, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    }).on("error", reject);
  });

/** The TCP ports a process listens on, from its socket descriptors and the kernel's tables (Linux). */
function tcpListenPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed between the listing and the read
    }
  }
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // st 0A is LISTEN; the local address is hex address:port
      if (cols[3] === "0A" && inodes.has(cols[9] ?? ""))
        ports.push(Number.parseInt(cols[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("startPlatform", () => {
  it("starts PostgreSQL, six services and the gateway, and stops them all", async () => {
    const lines: string[] = [];
    const platform = await startPlatform(options(lines));
    let sockets: string[] = [];
    try {
      expect(lines.filter((l) => l.startsWith("Mawid is running at "))).toEqual([
        `Mawid is running at ${platform.url}`,
      ]);
      // the stand-in gateway asks each service over the Unix socket the launcher gave both of them
      const health = (await (await fetch(`${platform.url}/api/v1/health`)).json()) as {
        services: unknown;
        sockets: Record<string, string>;
      };
      sockets = Object.values(health.sockets);
      expect(new Set(sockets).size).toBe(6);
      expect(health.services).toEqual({
        identity: 200,
        events: 200,
        ticketing: 200,
        payments: 200,
        checkin: 200,
        analytics: 200,
      });
      const events = await overSocket(platform.serviceSockets!.events, "/api/v1/events");
      expect(events.status).toBe(200);
      // nothing reaches a service but through its socket: no service has a TCP port
      expect(platform.serviceUrls).toBeNull();
      const pids = platform.pids();
      for (const name of ["identity", "events", "ticketing", "payments", "checkin", "analytics"] as const) {
        expect(tcpListenPorts(pids[name]!), name).toEqual([]);
      }
      expect(tcpListenPorts(pids.gateway!)).toEqual([platform.port]);
      expect(new URL(platform.databaseUrl).pathname).toBe("/mawid");
      const pg = await import("pg");
      const client = new pg.default.Client({ connectionString: platform.databaseUrl });
      await client.connect();
      await client.query(
        "INSERT INTO events.event_details (id, organization_id, status, starts_at, ends_at, state) VALUES ('0d0d0d0d-0d0d-4d0d-8d0d-0d0d0d0d0d0d', gen_random_uuid(), 'draft', now(), now(), '{}')",
      );
      await client.end();
    } finally {
      await platform.stop();
    }
    expect(await platform.done).toBe(0);
    for (const socket of sockets) expect(existsSync(socket)).toBe(false);
  });

  it("reuses the data on a second start, and stops everything when a service dies", async () => {
    const lines: string[] = [];
    const platform = await startPlatform(options(lines));
    try {
      const pg = await import("pg");
      const client = new pg.default.Client({ connectionString: platform.databaseUrl });
      await client.connect();
      const schemas = await client.query("SELECT schema_name FROM information_schema.schemata");
      const kept = await client.query(
        "SELECT id FROM events.event_details WHERE id = '0d0d0d0d-0d0d-4d0d-8d0d-0d0d0d0d0d0d'",
      );
      await client.end();
      expect(schemas.rows.map((r) => r.schema_name)).toEqual(expect.arrayContaining(["events", "analytics"]));
      expect(kept.rows).toHaveLength(1);

      const pids = platform.pids();
      expect(Object.keys(pids).sort()).toEqual(
        ["analytics", "checkin", "events", "gateway", "identity", "payments", "postgres", "ticketing"].sort(),
      );
      // Kill check-in the hard way: the launcher notices and brings everything down with exit code 1.
      process.kill(pids.checkin!, "SIGKILL");
      expect(await platform.done).toBe(1);
      expect(lines.some((l) => l.startsWith("checkin stopped unexpectedly"))).toBe(true);
      for (const pid of Object.values(pids)) expect(alive(pid)).toBe(false);
    } finally {
      await platform.stop();
    }
  });
});

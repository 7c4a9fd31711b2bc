import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { VERIFIED_USER_HEADER } from "@mawid/contracts";
import { appendToStream, createDatabase } from "@mawid/eventstore";
import { encodeVerifiedUser } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";

// Two real service processes on one database and the postgres bus: identity's outbox relay publishes
// an event appended to identity's event store, and analytics' consumer (with its inbox) counts it.

const root = fileURLToPath(new URL("../../../", import.meta.url));
const children: ChildProcess[] = [];
let database: TestDatabase;
let analyticsUrl: string;
let identityUrl: string;

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function startService(name: string): Promise<string> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [`${root}services/${name}/src/server.ts`], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: database.url,
      BUS: "postgres",
      LOG_LEVEL: "warn",
      MAWID_DEMO_DATA: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join("")}`);
    const ready = await fetch(`${url}/health/ready`).catch(() => undefined);
    if (ready?.ok) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} not ready: ${output.join("")}`);
}

const admin = encodeVerifiedUser({
  sub: randomUUID(),
  email: "admin@example.org",
  emailVerified: true,
  role: "admin",
  orgs: {},
});

async function platformCounts(): Promise<Record<string, number>> {
  const response = await fetch(`${analyticsUrl}/api/v1/analytics/platform`, {
    headers: { [VERIFIED_USER_HEADER]: admin },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { counts: { topic: string; type: string; count: number }[] };
  return Object.fromEntries(body.counts.map((c) => [`${c.topic} ${c.type}`, c.count]));
}

beforeAll(async () => {
  database = await createTestDatabase("e2e");
  [identityUrl, analyticsUrl] = await Promise.all([startService("identity"), startService("analytics")]);
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once("exit", () => resolve());
          c.kill("SIGTERM");
        }),
    ),
  );
  await database?.drop();
});

it("an event appended in identity's store reaches analytics in another process", async () => {
  expect((await fetch(`${identityUrl}/health/ready`)).status).toBe(200);
  const db = createDatabase({ url: database.url, max: 2 });
  try {
    await db.transaction().execute(async (trx) => {
      const meta = { occurredAt: new Date(), correlationId: randomUUID() };
      await appendToStream(trx, "identity", {
        streamType: "identity.user",
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [{ type: "E2eProbeRecorded", data: { probe: 1 } }],
        meta,
      });
      await appendToStream(trx, "identity", {
        streamType: "identity.organization",
        streamId: randomUUID(),
        expectedVersion: "no_stream",
        events: [
          { type: "E2eProbeRecorded", data: { probe: 2 } },
          { type: "E2eProbeRecorded", data: { probe: 3 } },
        ],
        meta,
      });
    });
  } finally {
    await db.destroy();
  }
  const deadline = Date.now() + 20_000;
  let counts: Record<string, number> = {};
  while (Date.now() < deadline) {
    counts = await platformCounts();
    if (counts["identity.organization.v1 E2eProbeRecorded"] === 2) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(counts["identity.user.v1 E2eProbeRecorded"]).toBe(1);
  expect(counts["identity.organization.v1 E2eProbeRecorded"]).toBe(2);
  // Nothing is left behind: the relay drained identity's outbox and analytics has no lag.
  const ready = (await (await fetch(`${analyticsUrl}/health/ready`)).json()) as { consumerLag: number };
  expect(ready.consumerLag).toBe(0);
});

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZPlatformHealth } from "@mawid/contracts/platform";
import { freePort } from "@mawid/local-postgres/free-port";
import { createTestDatabase, type TestDatabase, waitFor } from "@mawid/testing";
import {
  expectError,
  startPlatform,
  startUpstreams,
  type TestPlatform,
  type TestUpstreams,
  withinOneRateWindow,
} from "./helpers.ts";

describe("gateway replicas sharing rate limits through PostgreSQL", () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let services: TestUpstreams;
  let replicas: TestPlatform[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("gw");
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    services = await startUpstreams();
    const env = { RATE_LIMIT_DATABASE_URL: database.url, RATE_LIMIT_PER_IP: "4" };
    replicas = [await startPlatform(env, services), await startPlatform(env, services)];
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.gateway.close();
    await services?.close();
    await admin?.end();
    await database?.drop();
  });

  /** Waits until the replicas have reported `n` requests in all to the database. */
  const reported = (n: number) =>
    waitFor(
      `the replicas to report ${n} requests`,
      async () => {
        const { rows } = await admin
          .query<{ n: number }>("SELECT coalesce(sum(count), 0)::int AS n FROM gateway.rate_limit_counts")
          .catch(() => ({ rows: [{ n: 0 }] }));
        return rows[0]!.n >= n;
      },
      5_000,
    );

  it("gives a client whose requests alternate between two replicas the per-IP limit once, not twice", async () => {
    await withinOneRateWindow(15);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${replicas[i % 2]!.url}/api/v1/events`);
      statuses.push(res.status);
      if (res.status === 429) await expectError(res, 429, "RATE_LIMITED");
      else await res.arrayBuffer();
      await reported(i + 1);
    }
    // Each replica counts its own requests at once and learns the other's when it reports: the
    // fifth request went through on what the first replica knew then (one exchange's overshoot);
    // apart, the two would have let all six through.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (const replica of replicas) {
      const health = ZPlatformHealth.parse(await (await fetch(`${replica.url}/api/v1/health`)).json());
      expect(health.gateway.rateLimits).toEqual({ sharedWith: "replicas", status: "up" });
    }
  });
});

describe("a gateway replica that cannot reach its rate-limit database", () => {
  it("still serves, limits on its own counts, and reports the failing exchange in metrics and health", async () => {
    const replica = await startPlatform({
      RATE_LIMIT_DATABASE_URL: `postgres://mawid@127.0.0.1:${await freePort()}/mawid`,
      RATE_LIMIT_PER_IP: "2",
    });
    try {
      await withinOneRateWindow(5);
      expect((await fetch(`${replica.url}/api/v1/events`)).status).toBe(200);
      expect((await fetch(`${replica.url}/api/v1/events`)).status).toBe(200);
      await expectError(await fetch(`${replica.url}/api/v1/events`), 429, "RATE_LIMITED");
      const failures = async () => {
        const text = await (await fetch(`${replica.url}/metrics`)).text();
        return Number(/^gateway_rate_limit_share_failures_total (\d+)/m.exec(text)?.[1] ?? 0);
      };
      await waitFor("a failed exchange in the metrics", async () => (await failures()) > 0, 5_000);
      expect(await failures()).toBeGreaterThan(0);
      const health = ZPlatformHealth.parse(await (await fetch(`${replica.url}/api/v1/health`)).json());
      expect(health.gateway.rateLimits).toEqual({ sharedWith: "replicas", status: "down" });
    } finally {
      await replica.close();
    }
  });
});

import Fastify from "fastify";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READINESS_CHECK_TIMEOUT_MS, ZServiceReadiness } from "@mawid/contracts/platform";
import { createDatabase } from "@mawid/eventstore";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { databaseAnswers, installHealthRoutes } from "./health.ts";

const never = () => new Promise<never>(() => {});

describe("/health/ready when a dependency hangs", () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await createTestDatabase("health");
    db = createDatabase({ url: database.url });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it("waits one check timeout, not one per hung check, naming the hung bus, with the counts it could read and no others", async () => {
    const app = Fastify();
    installHealthRoutes(
      app,
      { name: "probe", version: "1.0.0" },
      {
        database: databaseAnswers(db),
        bus: never,
        outboxBacklog: async () => 4,
        consumerLag: never,
        parkedMessages: never,
      },
    );
    const started = performance.now();
    const res = await app.inject({ method: "GET", url: "/health/ready" });
    const elapsed = performance.now() - started;
    await app.close();

    // Three checks hang: waited on one after another they take at least 3 × READINESS_CHECK_TIMEOUT_MS,
    // waited on together one timeout and what the machine adds (2.3 s once, under npm test's load,
    // which is why this is not held to the gateway's 2 × wait).
    expect(elapsed).toBeLessThan(3 * READINESS_CHECK_TIMEOUT_MS);
    expect(res.statusCode).toBe(503);
    const readiness = ZServiceReadiness.parse(res.json());
    expect(readiness).toMatchObject({
      status: "down",
      checks: { database: "up", bus: "down" },
      outboxBacklog: 4,
    });
    // counts that did not answer are unknown, not an all-clear 0
    expect(readiness).not.toHaveProperty("consumerLag");
    expect(readiness).not.toHaveProperty("parkedMessages");
  });
});

describe("/health/ready with scheduled tasks", () => {
  const answers = {
    database: async () => 1,
    outboxBacklog: async () => 0,
    consumerLag: async () => 0,
    parkedMessages: async () => 0,
  };
  const ready = async (failuresInARow: number) => {
    const app = Fastify();
    const tasks = [
      { name: "order-expiry", everyMs: 5_000, lastSuccessAt: "2026-11-29T10:00:00.000Z", failuresInARow },
      { name: "mail", everyMs: 1_000, lastSuccessAt: null, failuresInARow: 0 },
    ];
    installHealthRoutes(app, { name: "probe", version: "1.0.0" }, { ...answers, tasks: () => tasks });
    const res = await app.inject({ method: "GET", url: "/health/ready" });
    await app.close();
    return { status: res.statusCode, readiness: ZServiceReadiness.parse(res.json()), tasks };
  };

  it("lists them, and is degraded (still ready) once one has failed three passes in a row", async () => {
    const twice = await ready(2);
    expect(twice.status).toBe(200);
    expect(twice.readiness.status).toBe("up");
    expect(twice.readiness.tasks).toEqual(twice.tasks);
    const thrice = await ready(3);
    expect(thrice.status).toBe(200);
    expect(thrice.readiness.status).toBe("degraded");
  });
});

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

import { expect, it } from "vitest";
import type { z } from "zod";
import { buildServiceApp } from "./build-app.ts";
import { loadConfig, type TBaseConfig } from "./config.ts";
import type { ServiceDefinition } from "./definition.ts";
import { createMetrics } from "./metrics.ts";
import { testIssuer } from "./testing.ts";
import { localKeys } from "./token-verifier.ts";

type NoExtra = Record<never, never>;

const probe: ServiceDefinition = {
  name: "probe",
  version: "test",
  async routes(app) {
    app.get("/things", async () => []);
    app.post("/things", async () => ({ ok: true }));
    app.delete("/things/1", async (_request, reply) => reply.code(404).send());
  },
};

it("tells the service after each request that may have written, refused ones too, and never after a read", async () => {
  const issuer = await testIssuer();
  let told = 0;
  const app = await buildServiceApp<NoExtra>({
    definition: probe,
    ctx: {
      name: "probe",
      config: loadConfig({
        NODE_ENV: "test",
        PORT: "0",
        LOG_LEVEL: "silent",
        DATABASE_URL: "postgres://unused",
      }) as TBaseConfig & z.infer<z.ZodObject<NoExtra>>,
      // no request here reaches the database
      db: undefined as never,
      metrics: createMetrics("probe"),
    },
    consumers: [],
    keys: localKeys(async () => issuer.jwks),
    logger: false,
    afterWrite: () => told++,
    health: {
      database: async () => 1,
      outboxBacklog: async () => 0,
      consumerLag: async () => 0,
      parkedMessages: async () => 0,
    },
  });
  await app.inject({ method: "GET", url: "/things" });
  await app.inject({ method: "HEAD", url: "/things" });
  expect(told).toBe(0);
  await app.inject({ method: "POST", url: "/things" });
  await app.inject({ method: "DELETE", url: "/things/1" });
  expect(told).toBe(2);
  await app.close();
});

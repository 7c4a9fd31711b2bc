import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { createDatabase, eventStoreMetrics, measureEventStore } from "@mawid/eventstore";
import { buildServiceApp } from "./build-app.ts";
import { loadConfig, type TBaseConfig } from "./config.ts";
import { databaseAnswers } from "./health.ts";
import type { ServiceContext, ServiceDefinition } from "./definition.ts";
import { createMetrics } from "./metrics.ts";
import { migrateService } from "./run-service.ts";

export interface TestService<Config> {
  app: FastifyInstance;
  ctx: ServiceContext<Config & TBaseConfig>;
  close(): Promise<void>;
}

/**
 * A service's app on a real database for `inject` tests, with its schema migrated. No bus and no
 * relay: outbox rows stay in the table where tests can read them.
 */
export async function startTestService<Extra extends z.ZodRawShape>(
  definition: ServiceDefinition<Extra>,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<TestService<z.infer<z.ZodObject<Extra>>>> {
  const config = loadConfig(
    { NODE_ENV: "test", PORT: "0", LOG_LEVEL: "silent", DATABASE_URL: databaseUrl, ...env },
    definition.config,
  ) as TBaseConfig & z.infer<z.ZodObject<Extra>>;
  const db = createDatabase({ url: databaseUrl, max: 5 });
  await migrateService(definition as unknown as ServiceDefinition<z.ZodRawShape>, db, false);
  const ctx: ServiceContext<TBaseConfig & z.infer<z.ZodObject<Extra>>> = {
    name: definition.name,
    config,
    db,
    metrics: createMetrics(definition.name),
  };
  const unmeasure = measureEventStore(definition.name, eventStoreMetrics(ctx.metrics));
  await definition.onStart?.(ctx);
  const app = await buildServiceApp({
    definition,
    ctx,
    consumers: definition.consumers?.(ctx) ?? [],
    logger: false,
    health: {
      database: databaseAnswers(db),
      outboxBacklog: async () => 0,
      consumerLag: async () => 0,
      parkedMessages: async () => 0,
    },
  });
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      unmeasure();
      await app.close();
      await db.destroy();
    },
  };
}

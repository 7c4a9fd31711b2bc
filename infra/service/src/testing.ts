import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { z } from "zod";
import { createDatabase, eventStoreMetrics, measureEventStore } from "@mawid/eventstore";
import { buildServiceApp } from "./build-app.ts";
import { loadConfig, type TBaseConfig } from "./config.ts";
import { databaseAnswers, type HealthSources } from "./health.ts";
import type { ServiceContext, ServiceDefinition } from "./definition.ts";
import { createMetrics } from "./metrics.ts";
import { migrateService } from "./run-service.ts";

export interface TestService<Config> {
  app: FastifyInstance;
  ctx: ServiceContext<Config & TBaseConfig>;
  close(): Promise<void>;
}

/** Readiness counts a test sets itself, e.g. a lag that only a running bus could measure. */
export type TestHealthCounts = Partial<
  Pick<HealthSources, "outboxBacklog" | "consumerLag" | "parkedMessages">
>;

async function rowCount(db: ServiceContext["db"], schema: string, table: string): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id(schema, table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * A service's app on a real database for `inject` tests, with its schema migrated. No bus and no
 * relay: outbox rows stay in the table where tests can read them, and readiness counts them, and
 * the parked messages, as a running service does. Consumer lag needs a bus: a service with
 * consumers reports it unknown unless the test gives it.
 */
export async function startTestService<Extra extends z.ZodRawShape>(
  definition: ServiceDefinition<Extra>,
  databaseUrl: string,
  env: Record<string, string> = {},
  counts: TestHealthCounts = {},
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
  const consumers = definition.consumers?.(ctx) ?? [];
  const app = await buildServiceApp({
    definition,
    ctx,
    consumers,
    logger: false,
    health: {
      database: databaseAnswers(db),
      outboxBacklog: counts.outboxBacklog ?? (() => rowCount(db, definition.name, "outbox")),
      consumerLag:
        counts.consumerLag ??
        (async () => {
          if (consumers.length > 0) throw new Error("no bus in this test: consumer lag is unknown");
          return 0;
        }),
      parkedMessages: counts.parkedMessages ?? (() => rowCount(db, definition.name, "parked_messages")),
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

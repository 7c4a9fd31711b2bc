import type { ServiceDefinition } from "@mawid/service";
import { countPlatformEventsConsumer } from "./consumers/count-platform-events.ts";
import { analyticsMigrations } from "./db/migrate.ts";
import { analyticsDb } from "./db/tables.ts";
import type { AnalyticsDeps } from "./deps.ts";
import { registerGetPlatformCounts } from "./platform/get-platform-counts/handler.ts";

/** Analytics: projections only (sales, revenue, donations, attendance); emits nothing. */
export const analyticsService: ServiceDefinition = {
  name: "analytics",
  version: "0.1.0",
  migrations: analyticsMigrations,
  async routes(app, ctx) {
    const deps: AnalyticsDeps = { db: analyticsDb(ctx.db, ctx.name) };
    for (const register of [registerGetPlatformCounts]) register(app, deps);
  },
  consumers: (ctx) => [countPlatformEventsConsumer(ctx.name)],
};

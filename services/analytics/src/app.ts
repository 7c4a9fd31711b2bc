import type { ServiceDefinition } from "@mawid/service";
import { countPlatformEventsConsumer } from "./consumers/count-platform-events.ts";
import { migrateAnalytics } from "./db/migrate.ts";
import { getPlatformCountsRoute } from "./platform/get-platform-counts/route.ts";

/** Analytics: projections only (sales, revenue, donations, attendance); emits nothing. */
export const analyticsService: ServiceDefinition = {
  name: "analytics",
  version: "0.1.0",
  migrate: migrateAnalytics,
  async routes(app, ctx) {
    await getPlatformCountsRoute(app, ctx);
  },
  consumers: (ctx) => [countPlatformEventsConsumer(ctx.name)],
};

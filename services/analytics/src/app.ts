import type { ServiceDefinition } from "@mawid/service";
import { countPlatformEventsConsumer } from "./consumers/count-platform-events.ts";
import { projectionConsumers } from "./consumers/projections.ts";
import { registerGetDashboard } from "./dashboard/get-dashboard/handler.ts";
import { analyticsMigrations } from "./db/migrate.ts";
import { analyticsDb } from "./db/tables.ts";
import type { AnalyticsDeps } from "./deps.ts";
import { registerRecordPageView } from "./page-views/record-page-view/handler.ts";
import { registerGetPlatformCounts } from "./platform/get-platform-counts/handler.ts";
import { registerGetPrediction } from "./prediction/get-prediction/handler.ts";
import { registerExportEventSummary } from "./summary/export-event-summary/handler.ts";
import { registerGetEventSummary } from "./summary/get-event-summary/handler.ts";
import { registerExportTimeseries } from "./timeseries/export-timeseries/handler.ts";
import { registerGetTimeseries } from "./timeseries/get-timeseries/handler.ts";
import { registerGetTopEvents } from "./top-events/get-top-events/handler.ts";

/** Analytics: projections only (sales, revenue, donations, attendance); emits nothing. */
export const analyticsService: ServiceDefinition = {
  name: "analytics",
  version: "0.1.0",
  migrations: analyticsMigrations,
  async routes(app, ctx) {
    const deps: AnalyticsDeps = {
      db: analyticsDb(ctx.db, ctx.name),
      schema: ctx.name,
      now: () => new Date(),
    };
    for (const register of [
      registerGetPlatformCounts,
      registerGetEventSummary,
      registerExportEventSummary,
      registerGetPrediction,
      registerGetDashboard,
      registerGetTimeseries,
      registerExportTimeseries,
      registerGetTopEvents,
      registerRecordPageView,
    ])
      register(app, deps);
  },
  consumers: (ctx) => [countPlatformEventsConsumer(ctx.name), ...projectionConsumers(ctx.name)],
};

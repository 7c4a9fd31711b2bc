import { createDatabase } from "@mawid/eventstore";
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

/** A dashboard is one statement of about 2.5 ms: a few connections keep up with hundreds a second. */
const DASHBOARD_CONNECTIONS = 4;

/** Analytics: projections only (sales, revenue, donations, attendance); emits nothing. */
export const analyticsService: ServiceDefinition = {
  name: "analytics",
  version: "0.1.0",
  migrations: analyticsMigrations,
  async routes(app, ctx) {
    // The dashboard's statement keeps its generic plan (read-dashboard.ts). Set on connections of its
    // own, a dashboard is one round trip; set per statement, it was a transaction of four.
    const dashboards = createDatabase({
      url: ctx.config.DATABASE_URL,
      max: DASHBOARD_CONNECTIONS,
      applicationName: `${ctx.name}-dashboards`,
      settings: { plan_cache_mode: "force_generic_plan" },
    });
    app.addHook("onClose", async () => {
      await dashboards.destroy();
    });
    const deps: AnalyticsDeps = {
      db: analyticsDb(ctx.db, ctx.name),
      dashboards: analyticsDb(dashboards, ctx.name),
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

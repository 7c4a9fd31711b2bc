import type { ServiceDefinition } from "@mawid/service";
import { checkinMigrations } from "./db/migrate.ts";
import { checkinDb } from "./db/tables.ts";
import type { CheckinDeps } from "./deps.ts";
import { registerDeviceRoutes } from "./device/routes.ts";
import { registerGateRoutes } from "./gate/routes.ts";
import { registerGetCheckinStatus } from "./station/get-checkin-status/handler.ts";

/** Check-in: the admissions projection, devices and gates, scans, offline sync. */
export const checkinService: ServiceDefinition = {
  name: "checkin",
  version: "0.1.0",
  migrations: checkinMigrations,
  async routes(app, ctx) {
    const deps: CheckinDeps = {
      db: checkinDb(ctx.db, ctx.name),
      name: ctx.name,
      publicUrl: ctx.config.PUBLIC_URL,
    };
    for (const register of [registerGetCheckinStatus, registerGateRoutes, registerDeviceRoutes])
      register(app, deps);
  },
};

import type { ServiceDefinition } from "@mawid/service";
import type { CheckinDeps } from "./deps.ts";
import { registerGetCheckinStatus } from "./station/get-checkin-status/handler.ts";

/** Check-in: the admissions projection, devices and gates, scans, offline sync. */
export const checkinService: ServiceDefinition = {
  name: "checkin",
  version: "0.1.0",
  async routes(app, ctx) {
    const deps: CheckinDeps = { name: ctx.name };
    for (const register of [registerGetCheckinStatus]) register(app, deps);
  },
};

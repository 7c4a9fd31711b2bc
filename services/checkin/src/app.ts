import type { ServiceDefinition } from "@mawid/service";
import { getCheckinStatusRoute } from "./station/get-checkin-status/route.ts";

/** Check-in: the admissions projection, devices and gates, scans, offline sync. */
export const checkinService: ServiceDefinition = {
  name: "checkin",
  version: "0.1.0",
  async routes(app, ctx) {
    await getCheckinStatusRoute(app, ctx);
  },
};

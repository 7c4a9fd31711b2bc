import type { ServiceDefinition } from "@mawid/service";
import { migrateEvents } from "./db/migrate.ts";
import { getEventRoute } from "./event/get-event/route.ts";
import { getPublishedEventsRoute } from "./event/get-published-events/route.ts";

/** Events: events, their lifecycle and approvals, sessions and speakers, the discovery index. */
export const eventsService: ServiceDefinition = {
  name: "events",
  version: "0.1.0",
  migrate: migrateEvents,
  async routes(app, ctx) {
    await getPublishedEventsRoute(app, ctx);
    await getEventRoute(app, ctx);
  },
};

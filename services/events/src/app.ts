import type { ServiceDefinition } from "@mawid/service";
import { eventsMigrations } from "./db/migrate.ts";
import { eventsDb } from "./db/tables.ts";
import type { EventsDeps } from "./deps.ts";
import { registerGetEvent } from "./event/get-event/handler.ts";
import { registerGetPublishedEvents } from "./event/get-published-events/handler.ts";
import { registerGetPrayerTimes } from "./prayer-times/get-prayer-times/handler.ts";

/** Events: events, their lifecycle and approvals, sessions and speakers, the discovery index. */
export const eventsService: ServiceDefinition = {
  name: "events",
  version: "0.1.0",
  migrations: eventsMigrations,
  async routes(app, ctx) {
    const deps: EventsDeps = { db: eventsDb(ctx.db, ctx.name) };
    for (const register of [registerGetPublishedEvents, registerGetEvent, registerGetPrayerTimes])
      register(app, deps);
  },
};

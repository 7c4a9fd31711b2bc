import type { ServiceDefinition } from "@mawid/service";
import { eventsMigrations } from "./db/migrate.ts";
import { eventsDb } from "./db/tables.ts";
import type { EventsDeps } from "./deps.ts";
import { registerApplyBulkAction } from "./event/apply-bulk-action/handler.ts";
import { registerApproveEvent } from "./event/approve-event/handler.ts";
import { registerCancelEvent } from "./event/cancel-event/handler.ts";
import { registerCloneEvent } from "./event/clone-event/handler.ts";
import { registerCreateEvent } from "./event/create-event/handler.ts";
import { registerGetEvent } from "./event/get-event/handler.ts";
import { registerGetEventApprovals } from "./event/get-event-approvals/handler.ts";
import { scheduleLifecycle } from "./event/lifecycle-scheduler.ts";
import { registerRejectEvent } from "./event/reject-event/handler.ts";
import { registerSubmitEvent } from "./event/submit-event/handler.ts";
import { registerUpdateEvent } from "./event/update-event/handler.ts";
import { registerGetPrayerSettings } from "./prayer-settings/get-prayer-settings/handler.ts";
import { registerSetPrayerSettings } from "./prayer-settings/set-prayer-settings/handler.ts";
import { registerGetPrayerTimes } from "./prayer-times/get-prayer-times/handler.ts";
import { registerAddSession } from "./session/add-session/handler.ts";
import { registerChangeSession } from "./session/change-session/handler.ts";
import { registerGetSessions } from "./session/get-sessions/handler.ts";
import { registerRemoveSession } from "./session/remove-session/handler.ts";
import { registerAddSpeaker } from "./speaker/add-speaker/handler.ts";
import { registerChangeSpeaker } from "./speaker/change-speaker/handler.ts";
import { registerGetSpeakers } from "./speaker/get-speakers/handler.ts";
import { registerRemoveSpeaker } from "./speaker/remove-speaker/handler.ts";

/** Events: events, their lifecycle and approvals, sessions and speakers, the discovery index. */
export const eventsService: ServiceDefinition = {
  name: "events",
  version: "0.1.0",
  migrations: eventsMigrations,
  async routes(app, ctx) {
    const deps: EventsDeps = { db: eventsDb(ctx.db, ctx.name) };
    for (const register of [
      registerCreateEvent,
      registerGetEvent,
      registerUpdateEvent,
      registerSubmitEvent,
      registerApproveEvent,
      registerRejectEvent,
      registerCancelEvent,
      registerCloneEvent,
      registerApplyBulkAction,
      registerGetEventApprovals,
      registerAddSession,
      registerChangeSession,
      registerRemoveSession,
      registerGetSessions,
      registerAddSpeaker,
      registerChangeSpeaker,
      registerRemoveSpeaker,
      registerGetSpeakers,
      registerGetPrayerTimes,
      registerGetPrayerSettings,
      registerSetPrayerSettings,
    ])
      register(app, deps);
    scheduleLifecycle(app, deps.db);
  },
};

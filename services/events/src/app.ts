import type { ServiceDefinition } from "@mawid/service";
import { ticketPricesConsumer } from "./consumers/ticket-prices.ts";
import { trackHostOrganizationsConsumer } from "./consumers/track-host-organizations.ts";
import { registerDiscover } from "./discovery/discover/handler.ts";
import { registerGetEventSummary } from "./discovery/get-event-summary/handler.ts";
import { registerSearchEvents } from "./discovery/search-events/handler.ts";
import { registerFollowOrganization } from "./follow/follow-organization/handler.ts";
import { registerGetFollow } from "./follow/get-follow/handler.ts";
import { registerGetFollows } from "./follow/get-follows/handler.ts";
import { registerUnfollowOrganization } from "./follow/unfollow-organization/handler.ts";
import { registerGetEventCalendar } from "./ical/get-event-calendar/handler.ts";
import { registerGetOrganizationCalendar } from "./ical/get-organization-calendar/handler.ts";
import { registerAddVenue } from "./venue/add-venue/handler.ts";
import { registerGetVenues } from "./venue/get-venues/handler.ts";
import { registerRemoveVenue } from "./venue/remove-venue/handler.ts";
import { registerUpdateVenue } from "./venue/update-venue/handler.ts";
import { registerApproveVerification } from "./verification/approve-verification/handler.ts";
import { registerGetVerification } from "./verification/get-verification/handler.ts";
import { registerGetVerificationQueue } from "./verification/get-verification-queue/handler.ts";
import { registerRejectVerification } from "./verification/reject-verification/handler.ts";
import { registerRequestVerification } from "./verification/request-verification/handler.ts";
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
import { runScheduledTransitions } from "./event/run-scheduled-transitions.ts";
import { registerRejectEvent } from "./event/reject-event/handler.ts";
import { registerSubmitEvent } from "./event/submit-event/handler.ts";
import { registerUpdateEvent } from "./event/update-event/handler.ts";
import { registerGetOrganizationEvents } from "./organization-events/get-organization-events/handler.ts";
import { registerGetPrayerSettings } from "./prayer-settings/get-prayer-settings/handler.ts";
import { registerSetPrayerSettings } from "./prayer-settings/set-prayer-settings/handler.ts";
import { registerGetPrayerTimes } from "./prayer-times/get-prayer-times/handler.ts";
import { registerAddSession } from "./session/add-session/handler.ts";
import { registerChangeSession } from "./session/change-session/handler.ts";
import { registerGetSessions } from "./session/get-sessions/handler.ts";
import { registerCreateSeries } from "./series/create-series/handler.ts";
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
    const deps: EventsDeps = { db: eventsDb(ctx.db, ctx.name), publicUrl: ctx.config.PUBLIC_URL };
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
      registerGetOrganizationEvents,
      registerCreateSeries,
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
      registerSearchEvents,
      registerDiscover,
      registerGetEventSummary,
      registerGetEventCalendar,
      registerGetOrganizationCalendar,
      registerRequestVerification,
      registerApproveVerification,
      registerRejectVerification,
      registerGetVerification,
      registerGetVerificationQueue,
      registerAddVenue,
      registerUpdateVenue,
      registerRemoveVenue,
      registerGetVenues,
      registerFollowOrganization,
      registerUnfollowOrganization,
      registerGetFollow,
      registerGetFollows,
    ])
      register(app, deps);
    app.scheduleTask({
      name: "event-lifecycle",
      everyMs: 60_000,
      run: (now, stopping) => runScheduledTransitions(deps.db, now, { stopping }),
    });
  },
  consumers: (ctx) => [trackHostOrganizationsConsumer(ctx.name), ticketPricesConsumer(ctx.name)],
};

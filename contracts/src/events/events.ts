import { z } from "zod";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZSessionFields, ZSpeakerFields } from "./agenda.ts";
import { ZEventFields, ZInstant } from "./event-model.ts";
import { ZPrayerRelativeTime } from "./prayer-relative.ts";
import { ZOccurrence, ZRecurrence } from "./series.ts";

/** Stream types of the events service's aggregates; each is one topic (see topicOf). */
export const EVENTS_EVENT_STREAM = "events.event";
export const EVENTS_SERIES_STREAM = "events.series";

const ids = { eventId: z.uuid(), organizationId: z.uuid() };

/** The whole event as created: a projection needs no other event to show it. */
export const EventCreatedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventCreated",
  1,
  ZEventFields.extend({
    eventId: z.uuid(),
    /** The event this one was cloned from, so ticketing can copy its ticket types when asked. */
    clonedFromEventId: z.uuid().nullable(),
    createdBy: z.uuid(),
    createdAt: ZInstant,
  }),
);
/** The whole event after the change, every field, changed or not. */
export const EventUpdatedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventUpdated",
  1,
  ZEventFields.extend({ eventId: z.uuid(), updatedBy: z.uuid(), updatedAt: ZInstant }),
);
export const EventSubmittedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventSubmitted",
  1,
  z.object({ ...ids, submittedBy: z.uuid(), submittedAt: ZInstant }),
);
/** approvedBy is null when the host is verified and the event was approved on submission. */
export const EventApprovedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventApproved",
  1,
  z.object({ ...ids, approvedBy: z.uuid().nullable(), approvedAt: ZInstant }),
);
export const EventRejectedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventRejected",
  1,
  z.object({ ...ids, reason: z.string(), rejectedBy: z.uuid(), rejectedAt: ZInstant }),
);
export const EventPublishedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventPublished",
  1,
  z.object({ ...ids, publishedAt: ZInstant }),
);
/** Ticketing refunds the event's orders and tells its ticket holders on this. */
export const EventCancelledV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventCancelled",
  1,
  z.object({ ...ids, reason: z.string(), cancelledBy: z.uuid(), cancelledAt: ZInstant }),
);
export const EventCompletedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "EventCompleted",
  1,
  z.object({ ...ids, completedAt: ZInstant }),
);

const speaker = ZSpeakerFields.extend({ eventId: z.uuid(), speakerId: z.uuid(), at: ZInstant });
export const SpeakerAddedV1 = defineEvent(EVENTS_EVENT_STREAM, "SpeakerAdded", 1, speaker);
export const SpeakerChangedV1 = defineEvent(EVENTS_EVENT_STREAM, "SpeakerChanged", 1, speaker);
/** The speaker also leaves every session they were in. */
export const SpeakerRemovedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "SpeakerRemoved",
  1,
  z.object({ eventId: z.uuid(), speakerId: z.uuid(), at: ZInstant }),
);

const session = ZSessionFields.extend({ eventId: z.uuid(), sessionId: z.uuid(), at: ZInstant });
export const SessionAddedV1 = defineEvent(EVENTS_EVENT_STREAM, "SessionAdded", 1, session);
export const SessionChangedV1 = defineEvent(EVENTS_EVENT_STREAM, "SessionChanged", 1, session);
export const SessionRemovedV1 = defineEvent(
  EVENTS_EVENT_STREAM,
  "SessionRemoved",
  1,
  z.object({ eventId: z.uuid(), sessionId: z.uuid(), at: ZInstant }),
);

/** Each occurrence is its own event, created with this seriesId; the first is the event it began from. */
export const SeriesCreatedV1 = defineEvent(
  EVENTS_SERIES_STREAM,
  "SeriesCreated",
  1,
  z.object({
    seriesId: z.uuid(),
    organizationId: z.uuid(),
    firstEventId: z.uuid(),
    recurrence: ZRecurrence,
    startRelativeTo: ZPrayerRelativeTime.nullable(),
    occurrences: z.array(ZOccurrence),
    createdBy: z.uuid(),
    createdAt: ZInstant,
  }),
);

/** What each of the events service's streams may hold: deciders, appends and consumers derive from these. */
export const EventsEventStream = defineStream(EVENTS_EVENT_STREAM, [
  EventCreatedV1,
  EventUpdatedV1,
  EventSubmittedV1,
  EventApprovedV1,
  EventRejectedV1,
  EventPublishedV1,
  EventCancelledV1,
  EventCompletedV1,
  SpeakerAddedV1,
  SpeakerChangedV1,
  SpeakerRemovedV1,
  SessionAddedV1,
  SessionChangedV1,
  SessionRemovedV1,
]);
export const EventsSeriesStream = defineStream(EVENTS_SERIES_STREAM, [SeriesCreatedV1]);
export type TEventEvent = StreamEvent<typeof EventsEventStream>;
export type TSeriesEvent = StreamEvent<typeof EventsSeriesStream>;

export type TEventCreated = z.infer<typeof EventCreatedV1.schema>;
export type TEventUpdated = z.infer<typeof EventUpdatedV1.schema>;
export type TEventSubmitted = z.infer<typeof EventSubmittedV1.schema>;
export type TEventApproved = z.infer<typeof EventApprovedV1.schema>;
export type TEventRejected = z.infer<typeof EventRejectedV1.schema>;
export type TEventPublished = z.infer<typeof EventPublishedV1.schema>;
export type TEventCancelled = z.infer<typeof EventCancelledV1.schema>;
export type TEventCompleted = z.infer<typeof EventCompletedV1.schema>;
export type TSeriesCreated = z.infer<typeof SeriesCreatedV1.schema>;

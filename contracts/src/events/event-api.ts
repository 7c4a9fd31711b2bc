import { z } from "zod";
import { ZEditableEventFields, ZEventCategory, ZEventFields, ZEventStatus, ZInstant } from "./event-model.ts";

const endsAfterStart = (e: { startsAt?: string; endsAt?: string }) =>
  !e.startsAt || !e.endsAt || Date.parse(e.endsAt) > Date.parse(e.startsAt);
const endsAfterStartError = { error: "An event must end after it starts", path: ["endsAt"] };

/** `POST /api/v1/events`, as a member (owner, admin or staff) of the organisation → 201 ZEvent, a draft. */
export const ZCreateEventRequest = ZEventFields.omit({ seriesId: true })
  .extend({
    description: ZEventFields.shape.description.default(""),
    coverImageUrl: ZEventFields.shape.coverImageUrl.default(null),
    venue: ZEventFields.shape.venue.default(null),
    onlineUrl: ZEventFields.shape.onlineUrl.default(null),
    photoPolicy: ZEventFields.shape.photoPolicy.default("allowed"),
    visibility: ZEventFields.shape.visibility.default("public"),
    capacity: ZEventFields.shape.capacity.default(null),
    tags: ZEventFields.shape.tags.default([]),
    languages: ZEventFields.shape.languages.default([]),
    facilities: ZEventFields.shape.facilities.default([]),
    publishAt: ZEventFields.shape.publishAt.default(null),
    moonSighting: ZEventFields.shape.moonSighting.default(false),
  })
  .refine(endsAfterStart, endsAfterStartError);
export type TCreateEventRequest = z.input<typeof ZCreateEventRequest>;

/** `PATCH /api/v1/events/{id}`: only the fields sent change; null clears an optional one. */
export const ZUpdateEventRequest = ZEditableEventFields.partial()
  .refine((e) => Object.keys(e).length > 0, { error: "Change at least one field" })
  .refine(endsAfterStart, endsAfterStartError);
export type TUpdateEventRequest = z.infer<typeof ZUpdateEventRequest>;

/** An event in full, as its page and its organisation's members see it. */
export const ZEvent = ZEventFields.extend({
  id: z.uuid(),
  status: ZEventStatus,
  clonedFromEventId: z.uuid().nullable(),
  /** The latest rejection's reason, until the event is submitted again. */
  rejectionReason: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
  submittedAt: ZInstant.nullable(),
  approvedAt: ZInstant.nullable(),
  publishedAt: ZInstant.nullable(),
  cancelledAt: ZInstant.nullable(),
  completedAt: ZInstant.nullable(),
  /** Its organisation is a verified host: the page shows a badge. */
  hostVerified: z.boolean(),
});
export type TEvent = z.infer<typeof ZEvent>;

const ZReason = z.string().trim().min(1, { error: "Give a reason" }).max(1000);

/** `POST /api/v1/events/{id}/reject`, platform admins. */
export const ZRejectRequest = z.object({ reason: ZReason });
export type TRejectRequest = z.infer<typeof ZRejectRequest>;

/** `POST /api/v1/events/{id}/cancel`, the organisation's owners and admins. */
export const ZCancelRequest = z.object({ reason: ZReason });
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

/** `POST /api/v1/events/{id}/clone` → 201 ZEvent: a new draft; endsAt defaults to the same length. */
export const ZCloneRequest = z
  .object({
    startsAt: ZInstant,
    endsAt: ZInstant.optional(),
    includeSessions: z.boolean().default(false),
    includeSpeakers: z.boolean().default(false),
  })
  .refine(endsAfterStart, endsAfterStartError);
export type TCloneRequest = z.input<typeof ZCloneRequest>;

export const EVENT_APPROVALS_PAGE_SIZE = 20;

/** `GET /api/v1/event-approvals?page=`: which page of the queue. */
export const ZEventApprovalsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `GET /api/v1/event-approvals`, platform admins: submitted events waiting, oldest submission first, a page at a time, with how many wait in all. */
export const ZEventApprovals = z.object({
  items: z.array(ZEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TEventApprovals = z.infer<typeof ZEventApprovals>;

const ZEventIds = z
  .array(z.uuid())
  .min(1, { error: "Select at least one event" })
  .max(100, { error: "Select at most 100 events" })
  .refine((ids) => new Set(ids).size === ids.length, { error: "Each event once" });

/**
 * `POST /api/v1/events/bulk`: platform admins for any event, an organisation's owners and admins for
 * its own. Each event's change is applied whole or not at all; the answer says what happened to each.
 */
export const ZBulkRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("submit"), eventIds: ZEventIds }),
  z.object({ action: z.literal("cancel"), eventIds: ZEventIds, reason: ZReason }),
  z.object({ action: z.literal("change-category"), eventIds: ZEventIds, category: ZEventCategory }),
  z.object({ action: z.literal("export-csv"), eventIds: ZEventIds }),
]);
export type TBulkRequest = z.infer<typeof ZBulkRequest>;

export const ZBulkResult = z.discriminatedUnion("ok", [
  z.object({ eventId: z.uuid(), ok: z.literal(true), status: ZEventStatus }),
  z.object({
    eventId: z.uuid(),
    ok: z.literal(false),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type TBulkResult = z.infer<typeof ZBulkResult>;

/** One result per requested event, in the order asked; csv holds the exported rows for export-csv. */
export const ZBulkResponse = z.object({ results: z.array(ZBulkResult), csv: z.string().nullable() });
export type TBulkResponse = z.infer<typeof ZBulkResponse>;

/** The events service's own error codes, beside the shared ones. */
export const EventsErrorCode = {
  eventNotFound: "EVENT_NOT_FOUND",
  sessionNotFound: "SESSION_NOT_FOUND",
  speakerNotFound: "SPEAKER_NOT_FOUND",
  unknownSpeaker: "UNKNOWN_SPEAKER",
  invalidEventStatus: "INVALID_EVENT_STATUS",
  eventIncomplete: "EVENT_INCOMPLETE",
  invalidEventTimes: "INVALID_EVENT_TIMES",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  notAMember: "NOT_A_MEMBER",
  insufficientRole: "INSUFFICIENT_ROLE",
  platformAdminOnly: "PLATFORM_ADMIN_ONLY",
  alreadyInSeries: "ALREADY_IN_SERIES",
  seriesDateNotAfterFirst: "SERIES_DATE_NOT_AFTER_FIRST",
  placeNeededForPrayerTime: "PLACE_NEEDED_FOR_PRAYER_TIME",
} as const;

import { z } from "zod";
import { ZInstant } from "./event-model.ts";
import { ZPrayerRelativeTime } from "./prayer-relative.ts";
import { isCalendarDate } from "./zoned-time.ts";

const ZCalendarDate = z.string().refine(isCalendarDate, { error: "Use a date such as 2026-03-01" });

/**
 * How a series repeats its first event: weekly (a halaqa) or on listed dates (every night of
 * Ramadan). Each occurrence is its own event, at the first event's local time in its time zone.
 */
export const ZRecurrence = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("weekly"), count: z.number().int().min(1).max(52) }),
  z.object({ kind: z.literal("dates"), dates: z.array(ZCalendarDate).min(1).max(60) }),
]);
export type TRecurrence = z.infer<typeof ZRecurrence>;

/**
 * `POST /api/v1/events/{id}/series` → 201 ZSeries: the event becomes the first of a series. With
 * startRelativeTo, each occurrence starts relative to that day's prayer at the venue ("20 minutes
 * before Maghrib" moves with every night of Ramadan), by the organisation's prayer settings.
 */
export const ZCreateSeriesRequest = z.object({
  recurrence: ZRecurrence,
  startRelativeTo: ZPrayerRelativeTime.nullable().default(null),
});
export type TCreateSeriesRequest = z.input<typeof ZCreateSeriesRequest>;

export const ZOccurrence = z.object({ eventId: z.uuid(), startsAt: ZInstant, endsAt: ZInstant });
export type TOccurrence = z.infer<typeof ZOccurrence>;

export const ZSeries = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  firstEventId: z.uuid(),
  recurrence: ZRecurrence,
  startRelativeTo: ZPrayerRelativeTime.nullable(),
  /** Every occurrence, the first event included, soonest first. */
  occurrences: z.array(ZOccurrence),
  createdAt: ZInstant,
});
export type TSeries = z.infer<typeof ZSeries>;

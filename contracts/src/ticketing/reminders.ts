import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";

/** Hours before the start a reminder may go: from the last hour to a week ahead. */
export const REMINDER_HOURS = { min: 1, max: 168, default: 24 } as const;

/**
 * `PUT /api/v1/events/{id}/reminder`, by the event's organisation (owners, admins, staff): whether every
 * ticket holder is e-mailed a reminder before the start, how long before, and the host's word for it
 * (where to park, which entrance, what to bring).
 */
export const ZReminderSettings = z.object({
  enabled: z.boolean(),
  hoursBefore: z
    .number()
    .int()
    .min(REMINDER_HOURS.min, { error: "Send it between 1 and 168 hours (a week) before the start" })
    .max(REMINDER_HOURS.max, { error: "Send it between 1 and 168 hours (a week) before the start" }),
  note: z.string().trim().max(1000, { error: "Keep the note to 1,000 characters" }).default(""),
});
export type TReminderSettings = z.input<typeof ZReminderSettings>;

/**
 * `GET|PUT /api/v1/events/{id}/reminder`. An event nobody set sends one 24 hours before, without a note.
 * dueAt: when it goes (null when it is off); sentAt and recipients once it went.
 */
export const ZReminderView = z.object({
  eventId: z.uuid(),
  enabled: z.boolean(),
  hoursBefore: z.number().int(),
  note: z.string(),
  dueAt: ZInstant.nullable(),
  sentAt: ZInstant.nullable(),
  recipients: z.number().int().nullable(),
});
export type TReminderView = z.infer<typeof ZReminderView>;

/** One stream per event (id `reminder:<eventId>`). */
export const TICKETING_REMINDER_STREAM = "ticketing.reminder";

export const reminderStreamId = (eventId: string): string => `reminder:${eventId}`;

export const ReminderSettingsSetV1 = defineEvent(
  TICKETING_REMINDER_STREAM,
  "ReminderSettingsSet",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    enabled: z.boolean(),
    hoursBefore: z.number().int(),
    note: z.string(),
    setBy: z.uuid(),
    setAt: ZInstant,
  }),
);

/** The reminder went: its mails were queued, one per ticket holder's address, in the same transaction. */
export const ReminderSentV1 = defineEvent(
  TICKETING_REMINDER_STREAM,
  "ReminderSent",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    recipients: z.number().int(),
    sentAt: ZInstant,
  }),
);

export const TicketingReminderStream = defineStream(TICKETING_REMINDER_STREAM, [
  ReminderSettingsSetV1,
  ReminderSentV1,
]);
export type TReminderEvent = StreamEvent<typeof TicketingReminderStream>;

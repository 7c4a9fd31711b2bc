import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZSection } from "./ticket-types.ts";

/**
 * `POST /api/v1/events/{id}/attendee-emails`: a host (email_texting_service) writes to the holders of
 * the event's valid tickets, all of them or those of some sections or ticket types. Answered 202 with
 * the send job; the mails leave at the service's throttled pace.
 */
export const ZSendAttendeeEmailRequest = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: "Enter a subject" })
    .max(200, { error: "The subject is at most 200 characters" }),
  body: z
    .string()
    .trim()
    .min(1, { error: "Write the message" })
    .max(10_000, { error: "The message is at most 10,000 characters" }),
  sections: z.array(ZSection).max(4).optional(),
  ticketTypeIds: z.array(z.uuid()).max(100).optional(),
});
export type TSendAttendeeEmailRequest = z.infer<typeof ZSendAttendeeEmailRequest>;

/** A comma-separated list in a query string; empty or absent: none. */
const commaList = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .string()
    .optional()
    .transform((list) => (list ? list.split(",").filter(Boolean) : []))
    .pipe(z.array(item).max(max));

/**
 * `GET /api/v1/events/{id}/attendee-emails/recipients?sections=&ticketTypeIds=`: how many addresses a
 * message to this audience would go to now, before it is sent (comma-separated lists; empty: all).
 */
export const ZAttendeeAudienceQuery = z.object({
  sections: commaList(ZSection, 4),
  ticketTypeIds: commaList(z.uuid(), 100),
});
export const ZAttendeeAudienceCount = z.object({ recipients: z.number().int() });
export type TAttendeeAudienceCount = z.infer<typeof ZAttendeeAudienceCount>;

/** A send job and how far it got: every recipient is queued, then sent or failed. */
export const ZAttendeeEmailJob = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  subject: z.string(),
  sections: z.array(ZSection),
  ticketTypeIds: z.array(z.string()),
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** done once nothing is left in the queue. */
  status: z.enum(["sending", "done"]),
  createdAt: ZInstant,
});
export type TAttendeeEmailJob = z.infer<typeof ZAttendeeEmailJob>;

export const ZAttendeeEmailJobs = z.array(ZAttendeeEmailJob);

export const ZAttendeeEmailJobParams = z.object({
  id: z.uuid({ error: "Unknown event" }),
  jobId: z.uuid({ error: "Unknown send job" }),
});

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZSection } from "./ticket-types.ts";

/** A ticket as its host sees it: refunded is a revocation by refund, told apart from other revocations. */
export const ZAttendeeStatus = z.enum(["valid", "revoked", "transferred", "refunded"]);
export type TAttendeeStatus = z.infer<typeof ZAttendeeStatus>;

export const ATTENDEES_PAGE_SIZE = 50;

/** `GET /api/v1/events/{id}/attendees` and `.../attendees.csv` (every page at once). */
export const ZCheckedInFilter = z.enum(["true", "false"]);
export type TCheckedInFilter = z.infer<typeof ZCheckedInFilter>;

export const ZAttendeesQuery = z.object({
  /** Part of an attendee's name or the buyer's e-mail, any case. */
  q: z.string().trim().max(100, { error: "Search for at most 100 characters" }).optional(),
  section: ZSection.optional(),
  ticketTypeId: z.uuid().optional(),
  status: ZAttendeeStatus.optional(),
  /** "true": only tickets admitted at the door; "false": only those not (yet) admitted. */
  checkedIn: ZCheckedInFilter.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAttendeesQuery = z.input<typeof ZAttendeesQuery>;

export const ZAttendeesCsvQuery = ZAttendeesQuery.omit({ page: true });

/** A ticket at the door, as check-in's TicketCheckedIn, TicketCheckedOut and CheckInUndone tell it. */
export const ZAttendeeCheckIn = z.object({
  /** The admission that counts: the first since the ticket was last undone, when the station scanned it. */
  admittedAt: ZInstant,
  /** Null for a station at no gate. */
  gateId: z.string().nullable(),
  /** The gate's name as check-in last configured it; null when ticketing has not heard of the gate. */
  gateName: z.string().nullable(),
  /** False once the ticket went out through an exit scan and has not come back in. */
  inside: z.boolean(),
});
export type TAttendeeCheckIn = z.infer<typeof ZAttendeeCheckIn>;

export const ZAttendee = z.object({
  ticketId: z.uuid(),
  orderId: z.uuid(),
  /** The order position the ticket was issued for (kept through transfers): what a partial refund names. */
  positionId: z.uuid(),
  attendeeName: z.string(),
  /** Absent when ticketing has not heard the buyer's address from identity. */
  buyerEmail: z.string().optional(),
  section: ZSection,
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  status: ZAttendeeStatus,
  /** Whether the ticket has been admitted: checkIn is not null. */
  checkedIn: z.boolean(),
  checkIn: ZAttendeeCheckIn.nullable(),
  issuedAt: ZInstant,
});
export type TAttendee = z.infer<typeof ZAttendee>;

export const ZAttendeesPage = z.object({
  items: z.array(ZAttendee),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAttendeesPage = z.infer<typeof ZAttendeesPage>;

/** `POST /api/v1/tickets/{id}/resend`: answered 202 once the ticket e-mail is queued to its holder. */
export const ZTicketResent = z.object({
  ticketId: z.uuid(),
  queuedAt: ZInstant,
});
export type TTicketResent = z.infer<typeof ZTicketResent>;

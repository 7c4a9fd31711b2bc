import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZReservation } from "./events.ts";
import { ZMinorUnits } from "./ticket-types.ts";

/** One stream per ticket type's waitlist: first come, first offered. */
export const TICKETING_WAITLIST_STREAM = "ticketing.waitlist";
/** The ticket type's id alone is no stream of its own; the prefix keeps ids apart from other streams. */
export const waitlistStreamId = (ticketTypeId: string): string => `waitlist:${ticketTypeId}`;

/** `POST /api/v1/events/{id}/ticket-types/{typeId}/waitlist`: how many tickets the person waits for. */
export const ZJoinWaitlistRequest = z.object({
  quantity: z.number().int().min(1).max(100),
  /** A hidden ticket type's access code: its waitlist is as hidden as the type. */
  accessCode: z.string().trim().max(64).optional(),
});
export type TJoinWaitlistRequest = z.infer<typeof ZJoinWaitlistRequest>;

/** `POST /api/v1/waitlist-offers/{offerId}/accept`: the order's attendees and a donor ticket's price. */
export const ZAcceptWaitlistOfferRequest = z.object({
  attendees: z
    .array(z.object({ name: z.string().trim().min(1).max(120) }))
    .max(100)
    .optional(),
  price: ZMinorUnits.optional(),
});
export type TAcceptWaitlistOfferRequest = z.infer<typeof ZAcceptWaitlistOfferRequest>;

/**
 * waiting: in line; offered: seats held for the person until the offer's deadline; taken: an order was
 * placed from the offer; expired: the offer ran out; left: the person left the line.
 */
export const ZWaitlistEntryStatus = z.enum(["waiting", "offered", "taken", "expired", "left"]);
export type TWaitlistEntryStatus = z.infer<typeof ZWaitlistEntryStatus>;

export const ZWaitlistOffer = z.object({
  id: z.uuid(),
  offeredAt: ZInstant,
  /** Until when the seats are held for the person. */
  expiresAt: ZInstant,
  /** The order placed from it, once taken. */
  orderId: z.uuid().nullable(),
});
export type TWaitlistOffer = z.infer<typeof ZWaitlistOffer>;

/** One of my places in line, as `GET /api/v1/me/waitlist` and joining answer it. */
export const ZMyWaitlistEntry = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventTitle: z.string(),
  ticketTypeId: z.uuid(),
  ticketTypeName: z.string(),
  quantity: z.number().int(),
  status: ZWaitlistEntryStatus,
  /** 1 for the next in line; null once no longer waiting. */
  position: z.number().int().min(1).nullable(),
  joinedAt: ZInstant,
  offer: ZWaitlistOffer.nullable(),
});
export type TMyWaitlistEntry = z.infer<typeof ZMyWaitlistEntry>;

export const ZMyWaitlist = z.object({ items: z.array(ZMyWaitlistEntry) });
export type TMyWaitlist = z.infer<typeof ZMyWaitlist>;

/** A waiting or offered place in line, as the event's hosts see it. */
export const ZHostWaitlistEntry = z.object({
  id: z.uuid(),
  /** Absent when ticketing has not heard the person's address from identity. */
  email: z.string().optional(),
  quantity: z.number().int(),
  status: ZWaitlistEntryStatus,
  joinedAt: ZInstant,
  offerExpiresAt: ZInstant.nullable(),
});
export type THostWaitlistEntry = z.infer<typeof ZHostWaitlistEntry>;

/** One ticket type's line: who waits, in order, and what became of its offers. */
export const ZTicketTypeWaitlist = z.object({
  ticketTypeId: z.uuid(),
  ticketTypeName: z.string(),
  /** People waiting, and the tickets they wait for. */
  waiting: z.number().int(),
  waitingTickets: z.number().int(),
  /** Offers holding seats now, taken, and run out unanswered. */
  offered: z.number().int(),
  taken: z.number().int(),
  expired: z.number().int(),
  left: z.number().int(),
  /** Offered first, then waiting in line order. */
  entries: z.array(ZHostWaitlistEntry),
});
export type TTicketTypeWaitlist = z.infer<typeof ZTicketTypeWaitlist>;

/** `GET /api/v1/events/{id}/waitlist`: for the event's organisers. */
export const ZEventWaitlist = z.object({ eventId: z.uuid(), ticketTypes: z.array(ZTicketTypeWaitlist) });
export type TEventWaitlist = z.infer<typeof ZEventWaitlist>;

const ZWaitlistEventBase = z.object({
  eventId: z.uuid(),
  organizationId: z.uuid(),
  ticketTypeId: z.uuid(),
  entryId: z.uuid(),
  userId: z.uuid(),
});

export const WaitlistJoinedV1 = defineEvent(
  TICKETING_WAITLIST_STREAM,
  "WaitlistJoined",
  1,
  ZWaitlistEventBase.extend({ quantity: z.number().int().min(1), joinedAt: ZInstant }),
);
/**
 * Capacity freed and the next in line fits: the seats (reservations, per quota) are held for them in the
 * transaction that records this, until expiresAt.
 */
export const WaitlistOfferedV1 = defineEvent(
  TICKETING_WAITLIST_STREAM,
  "WaitlistOffered",
  1,
  ZWaitlistEventBase.extend({
    offerId: z.uuid(),
    quantity: z.number().int().min(1),
    reservations: z.array(ZReservation),
    offeredAt: ZInstant,
    expiresAt: ZInstant,
  }),
);
/** The person took the offer: its held seats pass to the order placed in the same transaction. */
export const WaitlistOfferTakenV1 = defineEvent(
  TICKETING_WAITLIST_STREAM,
  "WaitlistOfferTaken",
  1,
  ZWaitlistEventBase.extend({ offerId: z.uuid(), orderId: z.uuid(), takenAt: ZInstant }),
);
/** Unanswered by its deadline: the seats are free again, for the next in line. */
export const WaitlistOfferExpiredV1 = defineEvent(
  TICKETING_WAITLIST_STREAM,
  "WaitlistOfferExpired",
  1,
  ZWaitlistEventBase.extend({ offerId: z.uuid(), expiredAt: ZInstant }),
);
/** The person left the line; an offer they held (offerId) gives its seats back. */
export const WaitlistLeftV1 = defineEvent(
  TICKETING_WAITLIST_STREAM,
  "WaitlistLeft",
  1,
  ZWaitlistEventBase.extend({ offerId: z.uuid().nullable(), leftAt: ZInstant }),
);

export const TicketingWaitlistStream = defineStream(TICKETING_WAITLIST_STREAM, [
  WaitlistJoinedV1,
  WaitlistOfferedV1,
  WaitlistOfferTakenV1,
  WaitlistOfferExpiredV1,
  WaitlistLeftV1,
]);
export type TWaitlistEvent = StreamEvent<typeof TicketingWaitlistStream>;

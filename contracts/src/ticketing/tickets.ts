import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZSection } from "./ticket-types.ts";

/**
 * The tickets of one order, as one stream (id `tickets:<orderId>`): issuing is once per order, so a
 * duplicated payment message meets a stream that already holds its tickets. Secrets never travel in
 * these events: a scanner verifies a QR code with the event's public keys, not from the bus.
 */
export const TICKETING_TICKETS_STREAM = "ticketing.tickets";

export const ticketsStreamId = (orderId: string): string => `tickets:${orderId}`;

export const ZTicketRevocationReason = z.enum(["transferred", "refunded", "cancelled"]);
export type TTicketRevocationReason = z.infer<typeof ZTicketRevocationReason>;

const ZValidity = {
  /** The event key that signed the secret. */
  kid: z.string().regex(/^[0-9a-f]{8}$/),
  validFrom: ZInstant,
  validUntil: ZInstant,
};

export const TicketsIssuedV1 = defineEvent(
  TICKETING_TICKETS_STREAM,
  "TicketsIssued",
  1,
  z.object({
    orderId: z.uuid(),
    eventId: z.uuid(),
    organizationId: z.uuid(),
    /** The buyer, whose account lists the tickets. */
    holderUserId: z.uuid().nullable(),
    tickets: z.array(
      z.object({
        /** The order position's id: one ticket per position, so issuing twice names the same tickets. */
        ticketId: z.uuid(),
        ticketTypeId: z.string(),
        section: ZSection,
        entrance: z.string(),
        attendeeName: z.string(),
        /** People the ticket admits (a family ticket its group). */
        admits: z.number().int().min(1),
      }),
    ),
    ...ZValidity,
    issuedAt: ZInstant,
  }),
);

const ZSecretDigest = {
  /**
   * ticketSecretDigest of the ticket's QR text (`@mawid/contracts/ticketing/secret-digest`): check-in
   * recognises the code by it without verifying its signature. Null for tickets issued before v2.
   */
  secretDigest: z.string().nullable(),
};

/** v2: each ticket with its secret's digest. */
export const TicketsIssuedV2 = defineEvent(
  TICKETING_TICKETS_STREAM,
  "TicketsIssued",
  2,
  TicketsIssuedV1.schema.extend({
    tickets: z.array(TicketsIssuedV1.schema.shape.tickets.element.extend(ZSecretDigest)),
  }),
  {
    definition: TicketsIssuedV1,
    upcast: (d: z.infer<typeof TicketsIssuedV1.schema>) => ({
      ...d,
      tickets: d.tickets.map((t) => ({ ...t, secretDigest: null })),
    }),
  },
);

/** The ticket passes to another person under a new id and secret; the old one is revoked with it. */
export const TicketTransferredV1 = defineEvent(
  TICKETING_TICKETS_STREAM,
  "TicketTransferred",
  1,
  z.object({
    orderId: z.uuid(),
    eventId: z.uuid(),
    ticketId: z.uuid(),
    newTicketId: z.uuid(),
    ticketTypeId: z.string(),
    section: ZSection,
    entrance: z.string(),
    attendeeName: z.string(),
    admits: z.number().int().min(1),
    /** The new holder's account, when the ticket stays with the one who transferred it. */
    holderUserId: z.uuid().nullable(),
    /** The new holder's e-mail: the ticket is theirs once they sign in with it verified. */
    holderEmail: z.string().nullable(),
    ...ZValidity,
    transferredBy: z.uuid(),
    transferredAt: ZInstant,
  }),
);

/** v2: with the new secret's digest. */
export const TicketTransferredV2 = defineEvent(
  TICKETING_TICKETS_STREAM,
  "TicketTransferred",
  2,
  TicketTransferredV1.schema.extend(ZSecretDigest),
  {
    definition: TicketTransferredV1,
    upcast: (d: z.infer<typeof TicketTransferredV1.schema>) => ({ ...d, secretDigest: null }),
  },
);

/** A scanner refuses the ticket's secret from now on: transferred, refunded or cancelled. */
export const TicketRevokedV1 = defineEvent(
  TICKETING_TICKETS_STREAM,
  "TicketRevoked",
  1,
  z.object({
    orderId: z.uuid(),
    eventId: z.uuid(),
    ticketId: z.uuid(),
    reason: ZTicketRevocationReason,
    revokedAt: ZInstant,
  }),
);

export const TicketingTicketsStream = defineStream(TICKETING_TICKETS_STREAM, [
  TicketsIssuedV2,
  TicketTransferredV2,
  TicketRevokedV1,
]);
export type TTicketsEvent = StreamEvent<typeof TicketingTicketsStream>;

export const ZTicketStatus = z.enum(["valid", "transferred", "revoked"]);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

/** One ticket of `GET /api/v1/me/tickets`; `qr` is the exact text its QR code encodes. */
export const ZMyTicket = z.object({
  id: z.uuid(),
  /** The order it was issued for: My tickets waits for a just-paid order's tickets by it. */
  orderId: z.uuid(),
  eventId: z.uuid(),
  section: ZSection,
  attendeeName: z.string(),
  status: ZTicketStatus,
  qr: z.string(),
});
export type TMyTicket = z.infer<typeof ZMyTicket>;

export const ZMyTickets = z.array(ZMyTicket);
export type TMyTickets = z.infer<typeof ZMyTickets>;

/** `POST /api/v1/tickets/{id}/transfer`: answered 201 with the new ticket. */
export const ZTransferTicketRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Enter the attendee's name" })
    .max(100, { error: "The name is at most 100 characters" }),
  email: z.email({ error: "Enter a valid e-mail address" }).toLowerCase().optional(),
});
export type TTransferTicketRequest = z.infer<typeof ZTransferTicketRequest>;

/** `GET /api/v1/events/{id}/ticket-keys?since=<cursor>`: what a scanner needs to verify offline. */
export const ZTicketKeysQuery = z.object({
  /** The cursor of the scanner's last download: only revocations after it are listed. */
  since: z
    .string()
    .regex(/^\d{1,18}\.\d{1,18}$/, { error: "since is a cursor from an earlier answer" })
    .optional(),
});
export type TTicketKeysQuery = z.infer<typeof ZTicketKeysQuery>;

export const ZTicketKeys = z.object({
  eventId: z.uuid(),
  keys: z.array(
    z.object({
      kid: z.string(),
      algorithm: z.literal("Ed25519"),
      /** Raw 32-byte public key, base64url: verifyTicketSecret's input. */
      publicKey: z.string(),
      createdAt: ZInstant,
    }),
  ),
  revocations: z.array(
    z.object({
      ticketId: z.uuid(),
      reason: ZTicketRevocationReason,
      revokedAt: ZInstant,
    }),
  ),
  /** Pass back as `since` for the revocations after these. */
  cursor: z.string(),
});
export type TTicketKeys = z.infer<typeof ZTicketKeys>;

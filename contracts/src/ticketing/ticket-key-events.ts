import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";

/**
 * An event's ticket-signing keys, one stream per event (id `ticket-keys:<eventId>`). Only the public
 * half travels: check-in keeps it, so it verifies secrets while ticketing is down.
 */
export const TICKETING_TICKET_KEYS_STREAM = "ticketing.ticket-keys";

export const ticketKeysStreamId = (eventId: string): string => `ticket-keys:${eventId}`;

export const TicketKeyCreatedV1 = defineEvent(
  TICKETING_TICKET_KEYS_STREAM,
  "TicketKeyCreated",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    kid: z.string().regex(/^[0-9a-f]{8}$/),
    algorithm: z.literal("Ed25519"),
    /** Raw 32-byte public key, base64url: verifyTicketSecret's input. */
    publicKey: z.string(),
    createdAt: ZInstant,
  }),
);

export const TicketingTicketKeysStream = defineStream(TICKETING_TICKET_KEYS_STREAM, [TicketKeyCreatedV1]);
export type TTicketKeysEvent = StreamEvent<typeof TicketingTicketKeysStream>;

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { ZScannedTicket } from "./scans.ts";

/** The short code people read out at the door: an order id's first 8 hex digits, upper case. */
export const orderCodeOf = (orderId: string): string => orderId.replaceAll("-", "").slice(0, 8).toUpperCase();

/** `GET /api/v1/checkin/events/{id}/attendees?q=`: by name (any part) or order code. */
export const ZAttendeeLookupQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, { error: "Type at least 2 letters of a name or an order code" })
    .max(100, { error: "Search with at most 100 characters" }),
});

export const ZAttendeeLookup = z.array(
  ZScannedTicket.extend({
    orderCode: z.string(),
    status: z.enum(["not_arrived", "inside", "left", "revoked"]),
    checkedInAt: ZInstant.nullable(),
    gateId: z.string().nullable(),
  }),
);
export type TAttendeeLookup = z.infer<typeof ZAttendeeLookup>;

/**
 * `POST /api/v1/checkin/events/{id}/tickets/{ticketId}/check-in` (manual admission; answers a scan's
 * answer) and `POST .../tickets/{ticketId}/undo` (a host takes back a mistaken check-in; 204).
 */
export const ZManualCheckInRequest = z.object({ gateId: z.string().max(100).optional() });

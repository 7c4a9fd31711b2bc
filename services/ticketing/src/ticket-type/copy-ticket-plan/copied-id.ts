import { createHash } from "node:crypto";

/**
 * The id a copied ticket type takes in a cloned event: the same for the same source type and clone
 * (a name-based UUID, version 5 layout), so copying again finds the copy already made.
 */
export function copiedTicketTypeId(eventId: string, sourceTicketTypeId: string): string {
  const bytes = createHash("sha1")
    .update(`ticketing.copied-ticket-type:${eventId}:${sourceTicketTypeId}`)
    .digest();
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

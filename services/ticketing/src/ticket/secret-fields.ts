import type { TicketSecretFields, TTicketSection } from "@mawid/contracts/ticketing";

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** What a ticket's QR secret says, from a ticket and its issue's event, key and validity (ISO times). */
export function secretFieldsOf(
  ticket: { ticketId: string; section: TTicketSection },
  issue: { eventId: string; kid: string; validFrom: string; validUntil: string },
): TicketSecretFields {
  return {
    ticketId: ticket.ticketId,
    section: ticket.section,
    eventId: issue.eventId,
    kid: issue.kid,
    validFrom: seconds(issue.validFrom),
    validUntil: seconds(issue.validUntil),
  };
}

import type { TicketsTable } from "../db/tables/admissions.ts";
import type { TicketFacts } from "./decider.ts";

export type TicketRow = Pick<
  TicketsTable,
  | "ticket_id"
  | "order_id"
  | "ticket_type_id"
  | "section"
  | "attendee_name"
  | "admits"
  | "valid_from"
  | "valid_until"
  | "revoked_reason"
>;

/** A tickets row as the admission decider reads it. */
export function ticketFacts(row: TicketRow, event: { eventId: string; organizationId: string }): TicketFacts {
  return {
    ticketId: row.ticket_id,
    eventId: event.eventId,
    organizationId: event.organizationId,
    orderId: row.order_id,
    ticketTypeId: row.ticket_type_id,
    section: row.section,
    attendeeName: row.attendee_name,
    admits: row.admits,
    validFrom: row.valid_from.toISOString(),
    validUntil: row.valid_until.toISOString(),
    revoked: row.revoked_reason,
  };
}

import { CheckInUndoneV1, TicketCheckedInV1, TicketCheckedOutV1 } from "@mawid/contracts/checkin";
import { fact, type Projector, projector } from "../projection/projector.ts";

/**
 * Every admission, exit and undo as its own row (its message's id), with the ticket stream's position:
 * an undo takes back the check-in just before it in that stream, whatever order they arrive in.
 */
export const admissionProjectors: Projector[] = [
  projector(TicketCheckedInV1, (data, meta) => [
    fact("admissions", {
      message_id: meta.id,
      ticket_id: data.ticketId,
      order_id: data.orderId,
      event_id: data.eventId,
      organization_id: data.organizationId,
      kind: "in",
      gate_id: data.gateId,
      section: data.section,
      admits: data.admits,
      at: data.scannedAt,
      stream_position: meta.streamPosition,
    }),
  ]),
  projector(TicketCheckedOutV1, (data, meta) => [
    fact("admissions", {
      message_id: meta.id,
      ticket_id: data.ticketId,
      order_id: data.orderId,
      event_id: data.eventId,
      organization_id: data.organizationId,
      kind: "out",
      gate_id: data.gateId,
      section: data.section,
      admits: data.admits,
      at: data.scannedAt,
      stream_position: meta.streamPosition,
    }),
  ]),
  projector(CheckInUndoneV1, (data, meta) => [
    fact("admissions", {
      message_id: meta.id,
      ticket_id: data.ticketId,
      order_id: data.orderId,
      event_id: data.eventId,
      organization_id: data.organizationId,
      kind: "undo",
      gate_id: null,
      section: data.section,
      admits: data.admits,
      at: data.undoneAt,
      stream_position: meta.streamPosition,
    }),
  ]),
];

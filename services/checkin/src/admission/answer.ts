import type { TScanAnswer, TScanResult } from "@mawid/contracts/checkin";
import type { TTicketRevocationReason } from "@mawid/contracts/ticketing";
import {
  type Admission,
  type AdmissionCommand,
  type AdmissionEvent,
  type AdmissionState,
  rightGateOf,
  type TicketFacts,
} from "./decider.ts";

type ScanCommand = Extract<AdmissionCommand, { type: "Scan" }>;

/** A scan's answer, and whether it reports a station's offline admission as a duplicate. */
export interface ScanOutcome {
  answer: TScanAnswer;
  duplicate: boolean;
}

const REVOKED: Record<TTicketRevocationReason, string> = {
  transferred: "This ticket was transferred to someone else and no longer admits anyone",
  refunded: "This ticket was refunded and no longer admits anyone",
  cancelled: "This ticket was cancelled and no longer admits anyone",
};

function admittedMessage(ticket: TicketFacts): string {
  const others = ticket.admits - 1;
  if (others === 0) return `Admitted: ${ticket.attendeeName}`;
  return `Admitted: ${ticket.attendeeName} and ${others} more (${ticket.admits} people)`;
}

const INVALID_MESSAGE = "This code is not a ticket for this event";

function message(result: TScanResult, command: ScanCommand, rightGate: string | undefined): string {
  const { ticket } = command;
  const at = Date.parse(command.origin.scannedAt);
  // A time refusal is the ticket's own when the scan falls outside its validity, else the gate's.
  const ticketWindow = at < Date.parse(ticket.validFrom) || at > Date.parse(ticket.validUntil);
  switch (result) {
    case "admitted":
      return admittedMessage(ticket);
    case "checked_out":
      return `${ticket.attendeeName} has gone out`;
    case "already_checked_in":
      return "Already checked in: this ticket has been used";
    case "invalid":
      return INVALID_MESSAGE;
    case "revoked":
      return REVOKED[ticket.revoked ?? "cancelled"];
    case "wrong_section":
      return rightGate
        ? `Wrong entrance: this ticket goes in at ${rightGate}`
        : "No entrance admits this ticket";
    case "not_yet_valid":
      return ticketWindow ? "This ticket is not valid yet" : "This entrance is not open yet";
    case "expired":
      return ticketWindow ? "This ticket has expired" : "This entrance has closed";
    case "event_cancelled":
      return "This event has been cancelled";
    case "not_checked_in":
      return "This ticket is not checked in, so it cannot go out";
  }
}

const stationOf = (s: { deviceId: string | null; userId: string | null }) => s.deviceId ?? `user:${s.userId}`;

/**
 * A scan's answer from the events it was decided into and the stream's state after them. A synced
 * offline entry refused because the ticket was already admitted by ANOTHER station is a duplicate:
 * that station let the person in while offline. Refused after its own earlier admission, it is not:
 * the station knew the ticket was used and refused it at the door too.
 */
export function answerScan(
  command: ScanCommand,
  events: readonly AdmissionEvent[],
  state: AdmissionState,
): ScanOutcome {
  const { ticket } = command;
  const event = events[0];
  const result: TScanResult =
    event?.type === "ScanRejected"
      ? event.data.result
      : command.direction === "in"
        ? "admitted"
        : "checked_out";
  const answer: TScanAnswer = {
    result,
    ticket: {
      id: ticket.ticketId,
      attendeeName: ticket.attendeeName,
      section: ticket.section,
      ticketTypeId: ticket.ticketTypeId,
      admits: ticket.admits,
    },
    message: "",
  };
  const admission: Admission | null = state.admission;
  let duplicate = false;
  if (result === "already_checked_in" && admission) {
    answer.previous = { at: admission.at, gateId: admission.gateId };
    duplicate = command.offline && stationOf(admission) !== stationOf(command.origin);
  }
  const rightGate = result === "wrong_section" ? rightGateOf(command.gates, ticket) : undefined;
  if (rightGate) answer.rightGate = { id: rightGate.id, name: rightGate.name };
  answer.message = message(result, command, rightGate?.name);
  return { answer, duplicate };
}

/** The answer to a code that names no ticket check-in knows. */
export const INVALID_CODE: TScanAnswer = { result: "invalid", message: INVALID_MESSAGE };

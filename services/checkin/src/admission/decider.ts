import type { TAdmissionEvent, TGate, TScanDirection, TScanResult } from "@mawid/contracts/checkin";
import type { TTicketRevocationReason, TTicketSection } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import { GateNotFoundError } from "../gate/errors.ts";
import { NotCheckedInError } from "../errors.ts";

export type AdmissionEvent = TAdmissionEvent;

/** What check-in learnt of a ticket from ticketing's events. */
export interface TicketFacts {
  ticketId: string;
  eventId: string;
  organizationId: string;
  orderId: string;
  ticketTypeId: string;
  section: TTicketSection;
  attendeeName: string;
  admits: number;
  validFrom: string;
  validUntil: string;
  revoked: TTicketRevocationReason | null;
}

/** Where, when and by whom a scan was made. */
export interface ScanOrigin {
  gateId: string | null;
  deviceId: string | null;
  userId: string | null;
  nonce: string | null;
  /** The station's time of the scan: a synced offline scan keeps its own. */
  scannedAt: string;
  recordedAt: string;
}

export type AdmissionCommand =
  | {
      type: "Scan";
      ticket: TicketFacts;
      eventCancelled: boolean;
      /** The event's gates, in the order its hosts added them; empty when it has none. */
      gates: readonly TGate[];
      direction: TScanDirection;
      origin: ScanOrigin;
      offline: boolean;
      /** A member admitting someone found by name, without a code. */
      manual: boolean;
    }
  | { type: "UndoCheckIn"; ticket: TicketFacts; undoneBy: string; at: string };

/** The admission that counts: the first check-in since the ticket was last undone. */
export interface Admission {
  at: string;
  gateId: string | null;
  deviceId: string | null;
  userId: string | null;
}

export interface AdmissionState {
  admission: Admission | null;
  inside: boolean;
}

/** Why a scan admits nobody; `window` says whether a time refusal is the ticket's or the gate's. */
export type Refusal = {
  result: Exclude<TScanResult, "admitted" | "checked_out">;
  window?: "ticket" | "gate";
};

const admitsTicket = (gate: TGate, ticket: TicketFacts) =>
  (gate.sections.length === 0 || gate.sections.includes(ticket.section)) &&
  (gate.ticketTypeIds.length === 0 || gate.ticketTypeIds.includes(ticket.ticketTypeId));

/** The entrance a ticket belongs at: the first gate admitting its section and type. */
export function rightGateOf(gates: readonly TGate[], ticket: TicketFacts): TGate | undefined {
  return gates.find((gate) => admitsTicket(gate, ticket));
}

/** The gate a scan is made at: the one it names, or for a station at no gate the ticket's own. */
function gateOf(command: Extract<AdmissionCommand, { type: "Scan" }>): TGate | undefined {
  const { gates, origin, ticket } = command;
  if (origin.gateId === null) return rightGateOf(gates, ticket);
  const gate = gates.find((g) => g.id === origin.gateId);
  if (!gate) throw new GateNotFoundError();
  return gate;
}

const before = (at: string, instant: string) => Date.parse(at) < Date.parse(instant);

/** The refusal of an entry scan, or null when the ticket may go in (state aside). */
function refuseEntry(
  command: Extract<AdmissionCommand, { type: "Scan" }>,
  state: AdmissionState,
): Refusal | null {
  const { ticket, origin, gates } = command;
  const at = origin.scannedAt;
  if (command.eventCancelled) return { result: "event_cancelled" };
  if (ticket.revoked) return { result: "revoked" };
  // Inside already is what the door must hear first, wherever and whenever the code is shown again.
  if (state.inside) return { result: "already_checked_in" };
  if (before(at, ticket.validFrom)) return { result: "not_yet_valid", window: "ticket" };
  if (before(ticket.validUntil, at)) return { result: "expired", window: "ticket" };
  const gate = gateOf(command);
  if (gates.length > 0 && (!gate || !admitsTicket(gate, ticket))) return { result: "wrong_section" };
  if (gate?.opensAt && before(at, gate.opensAt)) return { result: "not_yet_valid", window: "gate" };
  if (gate?.closesAt && before(gate.closesAt, at)) return { result: "expired", window: "gate" };
  // Out through an exit scan: back in only where the gate allows re-entry (an event without gates does).
  if (state.admission && !(gate?.reentry ?? true)) return { result: "already_checked_in" };
  return null;
}

/** What a scan comes to: the refusal, or null when it admits (in) or lets out (out). */
export function judgeScan(
  command: Extract<AdmissionCommand, { type: "Scan" }>,
  state: AdmissionState,
): Refusal | null {
  if (command.direction === "out") return state.inside ? null : { result: "not_checked_in" };
  return refuseEntry(command, state);
}

/**
 * One ticket's admissions (stream `admission:<ticketId>`), deciding each scan against what the stream
 * holds. Every result is an event: TicketCheckedIn, TicketCheckedOut, or ScanRejected with why.
 *
 * Exactly once: the stream admits a ticket that is not inside; the handler serialises a ticket's scans
 * and appends at the version it read, so of two stations scanning at once one admits and the other
 * reads that admission and answers already_checked_in.
 *
 * Offline reconciliation, the rule: the first admission RECORDED is the one that counts, and it is
 * never moved. A synced offline scan is decided when it arrives, at its own scannedAt (ticket and
 * gate windows are judged at the time the station scanned). A station's batch is decided oldest
 * first, so among one station's scans the earliest wins. An offline entry that finds the ticket
 * already admitted by another station is refused already_checked_in even when its scannedAt is
 * earlier: both people are in by then, the recorded admission has been counted and announced, and
 * what the station needs is to learn that its offline admission was a duplicate (see answerScan).
 */
export const admissionDecider: Decider<AdmissionCommand, AdmissionEvent, AdmissionState> = {
  initialState: { admission: null, inside: false },
  decide(command, state) {
    const { ticket } = command;
    const facts = {
      ticketId: ticket.ticketId,
      orderId: ticket.orderId,
      ticketTypeId: ticket.ticketTypeId,
      section: ticket.section,
      admits: ticket.admits,
    };
    const scope = { eventId: ticket.eventId, organizationId: ticket.organizationId };
    if (command.type === "UndoCheckIn") {
      if (!state.admission) throw new NotCheckedInError();
      return [
        {
          type: "CheckInUndone",
          version: 1,
          data: { ...facts, ...scope, undoneBy: command.undoneBy, undoneAt: command.at },
        },
      ];
    }
    const origin = { ...scope, ...command.origin };
    const refusal = judgeScan(command, state);
    if (refusal) {
      return [
        {
          type: "ScanRejected",
          version: 1,
          data: {
            ...origin,
            ticketId: ticket.ticketId,
            section: ticket.section,
            direction: command.direction,
            result: refusal.result,
            offline: command.offline,
          },
        },
      ];
    }
    if (command.direction === "out") {
      return [
        { type: "TicketCheckedOut", version: 1, data: { ...facts, ...origin, offline: command.offline } },
      ];
    }
    return [
      {
        type: "TicketCheckedIn",
        version: 1,
        data: { ...facts, ...origin, manual: command.manual, offline: command.offline },
      },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case "TicketCheckedIn": {
        const d = event.data;
        return {
          admission: state.admission ?? {
            at: d.scannedAt,
            gateId: d.gateId,
            deviceId: d.deviceId,
            userId: d.userId,
          },
          inside: true,
        };
      }
      case "TicketCheckedOut":
        return { ...state, inside: false };
      case "CheckInUndone":
        return { admission: null, inside: false };
      case "ScanRejected":
        return state;
    }
  },
};

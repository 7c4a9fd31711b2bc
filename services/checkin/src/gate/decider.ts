import { MAX_GATES_PER_EVENT, type TGateFields, type TGatesEvent } from "@mawid/contracts/checkin";
import type { Decider } from "@mawid/eventstore";
import { GateNameTakenError, GateNotFoundError, GateWindowError, TooManyGatesError } from "./errors.ts";
import { newGateId } from "./gate-id.ts";

export type GatesEvent = TGatesEvent;

/** The event the gates belong to, as check-in learnt it from the bus. */
export interface GatesEventRef {
  eventId: string;
  organizationId: string;
}

interface Actor {
  event: GatesEventRef;
  actorId: string;
  at: string;
}

export type GatesCommand =
  | ({ type: "AddGate"; fields: TGateFields } & Actor)
  | ({ type: "ChangeGate"; gateId: string; fields: TGateFields } & Actor)
  | ({ type: "RemoveGate"; gateId: string } & Actor);

/** An event's gates by id and name, and every id ever given, so none is given twice. */
export interface GatesState {
  gates: readonly { id: string; name: string }[];
  usedIds: readonly string[];
}

const sameName = (a: string, b: string) =>
  a.trim().normalize("NFC").toLowerCase() === b.trim().normalize("NFC").toLowerCase();

function checkFields(state: GatesState, fields: TGateFields, gateId: string | null): void {
  if (state.gates.some((g) => g.id !== gateId && sameName(g.name, fields.name)))
    throw new GateNameTakenError();
  if (fields.opensAt && fields.closesAt && Date.parse(fields.opensAt) >= Date.parse(fields.closesAt))
    throw new GateWindowError();
}

function configured(command: Actor, gateId: string, fields: TGateFields): GatesEvent {
  return {
    type: "GateConfigured",
    version: 1,
    data: {
      ...fields,
      eventId: command.event.eventId,
      organizationId: command.event.organizationId,
      gateId,
      configuredBy: command.actorId,
      configuredAt: command.at,
    },
  };
}

/**
 * An event's gates (check-in lists): names unique within the event whatever their case, at most
 * MAX_GATES_PER_EVENT of them, each window opening before it closes. A gate keeps its id for life.
 */
export const gatesDecider: Decider<GatesCommand, GatesEvent, GatesState> = {
  initialState: { gates: [], usedIds: [] },
  decide(command, state) {
    switch (command.type) {
      case "AddGate": {
        if (state.gates.length >= MAX_GATES_PER_EVENT) throw new TooManyGatesError(MAX_GATES_PER_EVENT);
        checkFields(state, command.fields, null);
        return [configured(command, newGateId(command.fields.name, state.usedIds), command.fields)];
      }
      case "ChangeGate": {
        if (!state.gates.some((g) => g.id === command.gateId)) throw new GateNotFoundError();
        checkFields(state, command.fields, command.gateId);
        return [configured(command, command.gateId, command.fields)];
      }
      case "RemoveGate": {
        if (!state.gates.some((g) => g.id === command.gateId)) throw new GateNotFoundError();
        return [
          {
            type: "GateRemoved",
            version: 1,
            data: {
              eventId: command.event.eventId,
              organizationId: command.event.organizationId,
              gateId: command.gateId,
              removedBy: command.actorId,
              removedAt: command.at,
            },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    const { gateId } = event.data;
    if (event.type === "GateRemoved") return { ...state, gates: state.gates.filter((g) => g.id !== gateId) };
    const gate = { id: gateId, name: event.data.name };
    const known = state.gates.some((g) => g.id === gateId);
    return {
      gates: known ? state.gates.map((g) => (g.id === gateId ? gate : g)) : [...state.gates, gate],
      usedIds: state.usedIds.includes(gateId) ? state.usedIds : [...state.usedIds, gateId],
    };
  },
};

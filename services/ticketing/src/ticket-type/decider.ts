import type { TEventStatus } from "@mawid/contracts/events";
import type { TSection, ZCreateTicketTypeRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import type { z } from "zod";
import { ValidationError } from "@mawid/service/errors";
import {
  CapacityBelowTakenError,
  CurrencyMismatchError,
  EventClosedError,
  UnknownTicketTypeError,
} from "../errors.ts";
import {
  evolveTicketTypes,
  initialTicketTypesState,
  type TicketTypesEvent,
  type TicketTypesState,
} from "./state.ts";

/** What ticketing knows of the event the plan belongs to, from its own read model. */
export interface EventSnapshot {
  eventId: string;
  organizationId: string;
  status: TEventStatus;
}

/** The request as parsed, without its access code: that secret never goes into an event. */
export type TicketTypeFields = Omit<z.output<typeof ZCreateTicketTypeRequest>, "accessCode">;

export type TicketTypesCommand =
  | {
      type: "CreateTicketType";
      event: EventSnapshot;
      ticketTypeId: string;
      fields: TicketTypeFields;
      actorId: string;
      at: string;
    }
  | {
      type: "CopyTicketPlan";
      event: EventSnapshot;
      /** The source event's ticket types, each with the id its copy takes, in their order. */
      ticketTypes: readonly { ticketTypeId: string; fields: TicketTypeFields }[];
      sections: readonly { section: TSection; capacity: number; entrance: string }[];
      actorId: string;
      at: string;
    }
  | {
      type: "UpdateTicketType";
      event: EventSnapshot;
      ticketTypeId: string;
      /** Absent: unchanged. */
      capacity?: number;
      salesEnd?: string | null;
      /** Places its orders hold or bought when read; a cut below them is refused. */
      taken: number;
      actorId: string;
      at: string;
    }
  | {
      type: "ConfigureSection";
      event: EventSnapshot;
      section: TSection;
      capacity: number;
      entrance: string;
      actorId: string;
      at: string;
    };

/** Events past these sell nothing more, so their plan no longer changes. */
const CLOSED: readonly TEventStatus[] = ["cancelled", "completed"];

export function requireOpen(event: EventSnapshot): void {
  if (CLOSED.includes(event.status)) throw new EventClosedError();
}

const iso = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString());

const nameTaken = (state: TicketTypesState, name: string) =>
  Object.values(state.names).some((n) => n.toLowerCase() === name.toLowerCase());

function ticketTypeCreated(
  state: TicketTypesState,
  command: {
    event: EventSnapshot;
    ticketTypeId: string;
    fields: TicketTypeFields;
    actorId: string;
    at: string;
  },
): TicketTypesEvent {
  const { fields } = command;
  return {
    type: "TicketTypeCreated",
    version: 1,
    data: {
      ...fields,
      salesStart: iso(fields.salesStart),
      salesEnd: iso(fields.salesEnd),
      pricePhases: fields.pricePhases.map((p) => ({ ...p, until: iso(p.until) })),
      eventId: command.event.eventId,
      organizationId: command.event.organizationId,
      ticketTypeId: command.ticketTypeId,
      sortOrder: Object.keys(state.names).length,
      createdBy: command.actorId,
      createdAt: command.at,
    },
  };
}

function inEventsCurrency(state: TicketTypesState, currency: string): boolean {
  return state.currency === null || state.currency === currency;
}

/**
 * A cloned event's copy of its source's plan: the sections and ticket types it does not have yet (by
 * section, by id and by name), so a repeated copy adds nothing and a host's own types made first stay
 * (and types priced in another currency than those are left out).
 */
function copyTicketPlan(
  command: Extract<TicketTypesCommand, { type: "CopyTicketPlan" }>,
  state: TicketTypesState,
): TicketTypesEvent[] {
  const { eventId, organizationId } = command.event;
  const events: TicketTypesEvent[] = [];
  let next = state;
  for (const { section, capacity, entrance } of command.sections) {
    if (next.sections[section]) continue;
    const event: TicketTypesEvent = {
      type: "SectionConfigured",
      version: 1,
      data: {
        eventId,
        organizationId,
        section,
        capacity,
        entrance,
        configuredBy: command.actorId,
        configuredAt: command.at,
      },
    };
    events.push(event);
    next = evolveTicketTypes(next, event);
  }
  for (const { ticketTypeId, fields } of command.ticketTypes) {
    if (next.names[ticketTypeId] !== undefined || nameTaken(next, fields.name)) continue;
    if (!inEventsCurrency(next, fields.currency)) continue;
    const event = ticketTypeCreated(next, { ...command, ticketTypeId, fields });
    events.push(event);
    next = evolveTicketTypes(next, event);
  }
  return events;
}

/**
 * More or fewer places, or an earlier or later end of sales, for a type already made: never fewer places
 * than are sold or held, nor than a price phase waits to sell, and never an end before sales start.
 */
function updateTicketType(
  command: Extract<TicketTypesCommand, { type: "UpdateTicketType" }>,
  state: TicketTypesState,
): TicketTypesEvent[] {
  const now = state.types[command.ticketTypeId];
  if (!now) throw new UnknownTicketTypeError();
  const capacity = command.capacity ?? now.capacity;
  const salesEnd = command.salesEnd === undefined ? now.salesEnd : iso(command.salesEnd);
  if (capacity < command.taken) throw new CapacityBelowTakenError(command.taken);
  if (now.phasesUntilSold > Math.floor(capacity / now.groupSize)) {
    const message = "A phase cannot end after more tickets than the ticket type has";
    throw new ValidationError(message, { capacity: message });
  }
  if (now.salesStart !== null && salesEnd !== null && Date.parse(salesEnd) <= Date.parse(now.salesStart)) {
    const message = "Sales must end after they start";
    throw new ValidationError(message, { salesEnd: message });
  }
  if (capacity === now.capacity && salesEnd === now.salesEnd) return [];
  return [
    {
      type: "TicketTypeUpdated",
      version: 1,
      data: {
        eventId: command.event.eventId,
        organizationId: command.event.organizationId,
        ticketTypeId: command.ticketTypeId,
        capacity,
        salesEnd,
        updatedBy: command.actorId,
        updatedAt: command.at,
      },
    },
  ];
}

export const ticketTypesDecider: Decider<TicketTypesCommand, TicketTypesEvent, TicketTypesState> = {
  initialState: initialTicketTypesState,
  decide(command, state) {
    requireOpen(command.event);
    const { eventId, organizationId } = command.event;
    switch (command.type) {
      case "CreateTicketType": {
        if (nameTaken(state, command.fields.name)) {
          const message = "This event already has a ticket type with this name";
          throw new ValidationError(message, { name: message });
        }
        // an order is priced in one currency, so a type in another could never be bought with the rest
        if (!inEventsCurrency(state, command.fields.currency))
          throw new CurrencyMismatchError(state.currency!);
        return [ticketTypeCreated(state, command)];
      }
      case "CopyTicketPlan":
        return copyTicketPlan(command, state);
      case "UpdateTicketType":
        return updateTicketType(command, state);
      case "ConfigureSection": {
        const { section, capacity, entrance } = command;
        const now = state.sections[section];
        if (now?.capacity === capacity && now.entrance === entrance) return [];
        return [
          {
            type: "SectionConfigured",
            version: 1,
            data: {
              eventId,
              organizationId,
              section,
              capacity,
              entrance,
              configuredBy: command.actorId,
              configuredAt: command.at,
            },
          },
        ];
      }
    }
  },
  evolve: evolveTicketTypes,
};

import type { TEventStatus } from "@mawid/contracts/events";
import type { TSection, ZCreateTicketTypeRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import type { z } from "zod";
import { ValidationError } from "@mawid/service/errors";
import { EventClosedError } from "../errors.ts";
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

export const ticketTypesDecider: Decider<TicketTypesCommand, TicketTypesEvent, TicketTypesState> = {
  initialState: initialTicketTypesState,
  decide(command, state) {
    requireOpen(command.event);
    const { eventId, organizationId } = command.event;
    switch (command.type) {
      case "CreateTicketType": {
        const { fields } = command;
        const taken = Object.values(state.names).some((n) => n.toLowerCase() === fields.name.toLowerCase());
        if (taken) {
          const message = "This event already has a ticket type with this name";
          throw new ValidationError(message, { name: message });
        }
        return [
          {
            type: "TicketTypeCreated",
            version: 1,
            data: {
              ...fields,
              salesStart: iso(fields.salesStart),
              salesEnd: iso(fields.salesEnd),
              pricePhases: fields.pricePhases.map((p) => ({ ...p, until: iso(p.until) })),
              eventId,
              organizationId,
              ticketTypeId: command.ticketTypeId,
              sortOrder: Object.keys(state.names).length,
              createdBy: command.actorId,
              createdAt: command.at,
            },
          },
        ];
      }
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

import type { TSection, TTicketTypesEvent } from "@mawid/contracts/ticketing";

export type TicketTypesEvent = TTicketTypesEvent;

/** What a change to a ticket type is checked against. */
export interface TicketTypeLimits {
  capacity: number;
  groupSize: number;
  salesStart: string | null;
  salesEnd: string | null;
  /** The most tickets sold a price phase waits for; 0 without such a phase. */
  phasesUntilSold: number;
}

/** An event's ticket plan, as far as its decisions need it. */
export interface TicketTypesState {
  names: Record<string, string>;
  types: Record<string, TicketTypeLimits>;
  sections: Partial<Record<TSection, { capacity: number; entrance: string }>>;
  /** The currency of the event's first ticket type, which every other one is priced in. */
  currency: string | null;
}

export const initialTicketTypesState: TicketTypesState = {
  names: {},
  types: {},
  sections: {},
  currency: null,
};

export function evolveTicketTypes(state: TicketTypesState, event: TicketTypesEvent): TicketTypesState {
  switch (event.type) {
    case "TicketTypeCreated": {
      const d = event.data;
      const limits: TicketTypeLimits = {
        capacity: d.capacity,
        groupSize: d.groupSize,
        salesStart: d.salesStart,
        salesEnd: d.salesEnd,
        phasesUntilSold: Math.max(0, ...d.pricePhases.map((p) => p.untilSold ?? 0)),
      };
      return {
        ...state,
        names: { ...state.names, [d.ticketTypeId]: d.name },
        types: { ...state.types, [d.ticketTypeId]: limits },
        currency: state.currency ?? d.currency,
      };
    }
    case "TicketTypeUpdated": {
      const { ticketTypeId, capacity, salesEnd } = event.data;
      const limits = { ...state.types[ticketTypeId]!, capacity, salesEnd };
      return { ...state, types: { ...state.types, [ticketTypeId]: limits } };
    }
    case "SectionConfigured": {
      const { section, capacity, entrance } = event.data;
      return { ...state, sections: { ...state.sections, [section]: { capacity, entrance } } };
    }
  }
}

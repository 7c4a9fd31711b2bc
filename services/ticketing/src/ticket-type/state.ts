import type { TSection, TTicketTypesEvent } from "@mawid/contracts/ticketing";

export type TicketTypesEvent = TTicketTypesEvent;

/** An event's ticket plan, as far as its decisions need it. */
export interface TicketTypesState {
  names: Record<string, string>;
  sections: Partial<Record<TSection, { capacity: number; entrance: string }>>;
  /** The currency of the event's first ticket type, which every other one is priced in. */
  currency: string | null;
}

export const initialTicketTypesState: TicketTypesState = { names: {}, sections: {}, currency: null };

export function evolveTicketTypes(state: TicketTypesState, event: TicketTypesEvent): TicketTypesState {
  switch (event.type) {
    case "TicketTypeCreated":
      return {
        ...state,
        names: { ...state.names, [event.data.ticketTypeId]: event.data.name },
        currency: state.currency ?? event.data.currency,
      };
    case "SectionConfigured": {
      const { section, capacity, entrance } = event.data;
      return { ...state, sections: { ...state.sections, [section]: { capacity, entrance } } };
    }
  }
}

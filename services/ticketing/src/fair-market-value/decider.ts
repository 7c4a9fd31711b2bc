import type { TTicketBenefitEvent } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import { ValidationError } from "@mawid/service/errors";

export type TicketBenefitEvent = TTicketBenefitEvent;

export interface TicketBenefitState {
  fairMarketValue: number | null;
}

/** What the decision needs of the ticket type, from ticketing's own read model. */
export interface TicketTypeSnapshot {
  ticketTypeId: string;
  eventId: string;
  organizationId: string;
  currency: string;
  /** The most the type sells for: its price, or its dearest price phase; null when the buyer chooses. */
  highestPrice: number | null;
}

/** The most a type sells for, its price or its dearest phase; null when the buyer chooses (pay what you want). */
export function highestPriceOf(type: {
  price: number;
  payWhatYouWant: boolean;
  pricePhases: readonly { price: number }[];
}): number | null {
  return type.payWhatYouWant ? null : Math.max(type.price, ...type.pricePhases.map((p) => p.price));
}

export type TicketBenefitCommand = {
  type: "SetFairMarketValue";
  ticketType: TicketTypeSnapshot;
  fairMarketValue: number | null;
  actorId: string;
  at: string;
};

const TOO_HIGH = "Fair-market value cannot be more than the ticket's price";

export const ticketBenefitDecider: Decider<TicketBenefitCommand, TicketBenefitEvent, TicketBenefitState> = {
  initialState: { fairMarketValue: null },
  decide(command, state) {
    const { ticketType, fairMarketValue } = command;
    // A benefit worth more than was paid would make the gift negative.
    if (
      fairMarketValue !== null &&
      ticketType.highestPrice !== null &&
      fairMarketValue > ticketType.highestPrice
    )
      throw new ValidationError(TOO_HIGH, { fairMarketValue: TOO_HIGH });
    if (state.fairMarketValue === fairMarketValue) return [];
    return [
      {
        type: "FairMarketValueSet",
        version: 1,
        data: {
          eventId: ticketType.eventId,
          organizationId: ticketType.organizationId,
          ticketTypeId: ticketType.ticketTypeId,
          fairMarketValue,
          currency: ticketType.currency,
          setBy: command.actorId,
          setAt: command.at,
        },
      },
    ];
  },
  evolve(_state, event) {
    return { fairMarketValue: event.data.fairMarketValue };
  },
};

import { randomUUID } from "node:crypto";
import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { ValidationError } from "@mawid/service/errors";
import { type TicketBenefitEvent, ticketBenefitDecider, type TicketTypeSnapshot } from "./decider.ts";

const ticketType: TicketTypeSnapshot = {
  ticketTypeId: randomUUID(),
  eventId: randomUUID(),
  organizationId: randomUUID(),
  currency: "USD",
  highestPrice: 15000,
};
const actorId = randomUUID();
const at = "2026-11-27T12:00:00.000Z";
const set = (fairMarketValue: number | null): TicketBenefitEvent => ({
  type: "FairMarketValueSet",
  version: 1,
  data: {
    eventId: ticketType.eventId,
    organizationId: ticketType.organizationId,
    ticketTypeId: ticketType.ticketTypeId,
    fairMarketValue,
    currency: "USD",
    setBy: actorId,
    setAt: at,
  },
});
const command = (fairMarketValue: number | null, type = ticketType) =>
  ({ type: "SetFairMarketValue", ticketType: type, fairMarketValue, actorId, at }) as const;

describe("fair-market value decider", () => {
  it("states a value up to the ticket's dearest price, once per change", () => {
    given(ticketBenefitDecider, [])
      .when(command(6000))
      .then([set(6000)]);
    given(ticketBenefitDecider, [])
      .when(command(15000))
      .then([set(15000)]);
    given(ticketBenefitDecider, [set(6000)])
      .when(command(6000))
      .then([]);
    given(ticketBenefitDecider, [set(6000)])
      .when(command(null))
      .then([set(null)]);
  });

  it("refuses a value above the price, but not on a pay-what-you-want ticket", () => {
    given(ticketBenefitDecider, []).when(command(15001)).thenThrows(ValidationError);
    given(ticketBenefitDecider, [])
      .when(command(20000, { ...ticketType, highestPrice: null }))
      .then([{ ...set(20000) }]);
  });
});

import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZCurrency } from "./ticket-types.ts";

/**
 * A ticket type's fair-market value: what the benefit a ticket gives (a gala's dinner) is worth, so
 * a US donor's receipt states it and the deductible remainder. One stream per ticket type.
 */
export const TICKETING_TICKET_BENEFIT_STREAM = "ticketing.ticket-benefit";
export const ticketBenefitStreamId = (ticketTypeId: string): string => `benefit:${ticketTypeId}`;

/** The value of one ticket's benefit, in minor units of the ticket's currency; null: none stated. */
export const FairMarketValueSetV1 = defineEvent(
  TICKETING_TICKET_BENEFIT_STREAM,
  "FairMarketValueSet",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    ticketTypeId: z.uuid(),
    fairMarketValue: z.number().int().min(0).nullable(),
    currency: ZCurrency,
    setBy: z.uuid(),
    setAt: ZInstant,
  }),
);

export const TicketingTicketBenefitStream = defineStream(TICKETING_TICKET_BENEFIT_STREAM, [
  FairMarketValueSetV1,
]);
export type TTicketBenefitEvent = StreamEvent<typeof TicketingTicketBenefitStream>;

/** `PUT /api/v1/events/{id}/ticket-types/{typeId}/fair-market-value`: at most the ticket's price. */
export const ZSetFairMarketValueRequest = z.strictObject({
  fairMarketValue: z.number().int().min(0, { error: "Fair-market value cannot be negative" }).nullable(),
});
export type TSetFairMarketValueRequest = z.infer<typeof ZSetFairMarketValueRequest>;

export const ZFairMarketValueView = z.object({
  ticketTypeId: z.uuid(),
  fairMarketValue: z.number().int().nullable(),
  currency: ZCurrency,
});
export type TFairMarketValueView = z.infer<typeof ZFairMarketValueView>;

/** `GET /api/v1/events/{id}/ticket-types/fair-market-values`: the values stated for the event's types. */
export const ZFairMarketValues = z.object({ items: z.array(ZFairMarketValueView) });
export type TFairMarketValues = z.infer<typeof ZFairMarketValues>;

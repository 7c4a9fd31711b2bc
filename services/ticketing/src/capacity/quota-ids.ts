import type { TSection } from "@mawid/contracts/ticketing";

/**
 * The quotas a ticket type's seats count against (the section's and event's exist once configured),
 * and the counters reserved the same way: a promo code's uses and an add-on's stock.
 */
export const quotaIds = {
  ticketType: (ticketTypeId: string) => `ticket-type:${ticketTypeId}`,
  section: (eventId: string, section: TSection | string) => `section:${eventId}:${section}`,
  event: (eventId: string) => `event:${eventId}`,
  promoCode: (promoCodeId: string) => `promo-code:${promoCodeId}`,
  addOn: (addOnId: string) => `add-on:${addOnId}`,
};

export function candidateQuotaIds(ticketType: { id: string; eventId: string; section: string }): string[] {
  return [
    quotaIds.ticketType(ticketType.id),
    quotaIds.section(ticketType.eventId, ticketType.section),
    quotaIds.event(ticketType.eventId),
  ];
}

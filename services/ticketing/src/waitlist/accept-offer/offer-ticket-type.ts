import type { TReservation } from "@mawid/contracts/ticketing";
import type { TicketTypeSnapshot } from "../../ticket-type/read.ts";
import { WaitlistOfferNotFoundError } from "../errors.ts";

/**
 * The offered ticket type as the order prices it: the seats the offer holds count as left for its
 * holder (they are given back and taken again in one transaction), and a hidden type is open to them,
 * who showed its code when they joined.
 */
export function offerTicketType(
  ticketTypes: readonly TicketTypeSnapshot[],
  offer: { ticket_type_id: string; reservations: readonly TReservation[] },
): TicketTypeSnapshot[] {
  const type = ticketTypes.find((t) => t.id === offer.ticket_type_id);
  if (!type) throw new WaitlistOfferNotFoundError();
  const held = new Map(offer.reservations.map((r) => [r.quotaId, r.seats]));
  return [
    {
      ...type,
      unlocked: true,
      quotas: type.quotas.map((q) => ({ ...q, seatsLeft: q.seatsLeft + (held.get(q.quotaId) ?? 0) })),
    },
  ];
}

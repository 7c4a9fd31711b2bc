import { ticketFeeCents } from "@mawid/contracts/platform";
import type {
  TDonation,
  TOrderItemRequest,
  TOrderLine,
  TOrderPosition,
  TOrderTotals,
  TReservation,
} from "@mawid/contracts/ticketing";
import {
  InvalidOrderError,
  InvalidQuantityError,
  SalesClosedError,
  SoldOutError,
  TicketTypeNotFoundError,
} from "../errors.ts";
import type { TicketTypeSnapshot } from "../ticket-type/read.ts";

export interface PricedOrder {
  lines: TOrderLine[];
  positions: TOrderPosition[];
  totals: TOrderTotals;
  /** Seats per quota, sorted by quota id: the order every transaction locks them in. */
  reservations: TReservation[];
}

export interface OrderInput {
  items: readonly TOrderItemRequest[];
  donation: TDonation | null;
  ticketTypes: readonly TicketTypeSnapshot[];
  /** One fresh id per ticket, at least as many as the tickets asked for. */
  positionIds: readonly string[];
  buyerName: string;
  at: string;
}

function checkItem(item: TOrderItemRequest, type: TicketTypeSnapshot, at: string): number {
  const now = Date.parse(at);
  if (
    (type.salesStart !== null && now < Date.parse(type.salesStart)) ||
    (type.salesEnd !== null && now >= Date.parse(type.salesEnd))
  ) {
    throw new SalesClosedError(type.name);
  }
  if (item.quantity < type.minPerOrder || item.quantity > type.maxPerOrder) {
    throw new InvalidQuantityError(
      `${type.name}: between ${type.minPerOrder} and ${type.maxPerOrder} tickets per order`,
    );
  }
  if ((item.attendees?.length ?? 0) > item.quantity) {
    throw new InvalidOrderError("More attendees than tickets", "attendees");
  }
  if (!type.payWhatYouWant) return type.price;
  const price = item.price ?? type.price;
  if (price < type.price) throw new InvalidOrderError(`${type.name}: pay at least the minimum`, "price");
  return price;
}

/**
 * Prices an order and says which seats it needs: per ticket the price (the current phase's, or what
 * the buyer chose above a donor ticket's minimum) and the platform fee ($1 + 2.5%, half up, none when
 * free), paid by the buyer or absorbed by the host as the ticket type says. Refuses what the seats
 * read before the order already show cannot fit; the reservation itself decides the rest.
 */
export function priceOrder(input: OrderInput): PricedOrder {
  const byId = new Map(input.ticketTypes.map((t) => [t.id, t]));
  const lines: TOrderLine[] = [];
  const positions: TOrderPosition[] = [];
  const seats = new Map<string, number>();
  const seen = new Set<string>();
  let nextPosition = 0;
  for (const item of input.items) {
    const type = byId.get(item.ticketTypeId);
    if (!type?.unlocked) throw new TicketTypeNotFoundError();
    if (seen.has(type.id)) throw new InvalidOrderError("List each ticket type once");
    seen.add(type.id);
    const unitPrice = checkItem(item, type, input.at);
    const unitFee = ticketFeeCents(unitPrice);
    const buyerFee = type.feePaidBy === "buyer" ? unitFee : 0;
    lines.push({
      ticketTypeId: type.id,
      name: type.name,
      section: type.section,
      quantity: item.quantity,
      unitPrice,
      unitFee,
      feePaidBy: type.feePaidBy,
      total: item.quantity * (unitPrice + buyerFee),
    });
    for (let i = 0; i < item.quantity; i++) {
      const positionId = input.positionIds[nextPosition++];
      if (positionId === undefined) throw new Error("priceOrder needs one position id per ticket");
      positions.push({
        positionId,
        ticketTypeId: type.id,
        ticketTypeName: type.name,
        section: type.section,
        entrance: type.entrance,
        attendeeName: item.attendees?.[i]?.name ?? input.buyerName,
        admits: type.groupSize,
      });
    }
    for (const quota of type.quotas) {
      seats.set(quota.quotaId, (seats.get(quota.quotaId) ?? 0) + item.quantity * type.groupSize);
    }
  }
  const currencies = new Set(input.ticketTypes.filter((t) => seen.has(t.id)).map((t) => t.currency));
  if (currencies.size > 1) throw new InvalidOrderError("Buy tickets priced in one currency per order");
  const left = new Map(input.ticketTypes.flatMap((t) => t.quotas.map((q) => [q.quotaId, q.seatsLeft])));
  const reservations = [...seats]
    .map(([quotaId, n]) => ({ quotaId, seats: n }))
    .sort((a, b) => (a.quotaId < b.quotaId ? -1 : 1));
  if (reservations.some((r) => r.seats > (left.get(r.quotaId) ?? 0))) throw new SoldOutError();
  const tickets = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const fees = lines.reduce((sum, l) => sum + (l.feePaidBy === "buyer" ? l.quantity * l.unitFee : 0), 0);
  const feesAbsorbed = lines.reduce(
    (sum, l) => sum + (l.feePaidBy === "host" ? l.quantity * l.unitFee : 0),
    0,
  );
  const donation = input.donation?.amount ?? 0;
  return {
    lines,
    positions,
    reservations,
    totals: {
      currency: [...currencies][0]!,
      tickets,
      fees,
      feesAbsorbed,
      donation,
      total: tickets + fees + donation,
    },
  };
}

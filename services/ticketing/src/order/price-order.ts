import { ticketFeeCents } from "@mawid/contracts/platform";
import type {
  TDonation,
  TOrderAddOnLine,
  TOrderAddOnRequest,
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
  PromoCodeUsedUpError,
  TicketTypeNotFoundError,
} from "../errors.ts";
import { priceAddOns } from "../add-on/price-add-ons.ts";
import type { AddOnSnapshot } from "../add-on/read.ts";
import { quotaIds } from "../capacity/quota-ids.ts";
import { discountOf, type PromoCodeSnapshot } from "../promo-code/discount.ts";
import type { TicketTypeSnapshot } from "../ticket-type/read.ts";

export interface PricedOrder {
  lines: TOrderLine[];
  addOns: TOrderAddOnLine[];
  positions: TOrderPosition[];
  totals: TOrderTotals;
  /**
   * Seats per quota, with the promo code's use and the add-ons' stock, sorted by quota id: the order
   * every transaction locks them in.
   */
  reservations: TReservation[];
}

export interface OrderInput {
  items: readonly TOrderItemRequest[];
  donation: TDonation | null;
  ticketTypes: readonly TicketTypeSnapshot[];
  /** The promo code found valid for the order, if the buyer gave one. */
  promo: PromoCodeSnapshot | null;
  addOns: readonly TOrderAddOnRequest[];
  addOnSnapshots: readonly AddOnSnapshot[];
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
 * the buyer chose above a donor ticket's minimum), less the promo code's discount (not on a donor's
 * own choice), and the platform fee on what is left ($1 + 2.5%, half up, none when free), paid by the
 * buyer or absorbed by the host as the ticket type says; add-ons beside. Refuses what the seats, stock
 * and uses read before the order already show cannot fit; the reservation itself decides the rest.
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
    const unitDiscount =
      input.promo && !type.payWhatYouWant ? discountOf(input.promo.discount, unitPrice) : 0;
    const unitFee = ticketFeeCents(unitPrice - unitDiscount);
    const buyerFee = type.feePaidBy === "buyer" ? unitFee : 0;
    lines.push({
      ticketTypeId: type.id,
      name: type.name,
      section: type.section,
      quantity: item.quantity,
      unitPrice,
      unitDiscount,
      unitFee,
      feePaidBy: type.feePaidBy,
      total: item.quantity * (unitPrice - unitDiscount + buyerFee),
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
  const seatReservations = [...seats].map(([quotaId, n]) => ({ quotaId, seats: n }));
  if (seatReservations.some((r) => r.seats > (left.get(r.quotaId) ?? 0))) throw new SoldOutError();
  const currency = [...currencies][0]!;
  const addOns = priceAddOns(input.addOns, input.addOnSnapshots, currency);
  const promoUse = input.promo ? [{ quotaId: quotaIds.promoCode(input.promo.id), seats: 1 }] : [];
  if (input.promo && input.promo.usesLeft < 1) throw new PromoCodeUsedUpError();
  const reservations = [...seatReservations, ...addOns.reservations, ...promoUse].sort((a, b) =>
    a.quotaId < b.quotaId ? -1 : 1,
  );
  const tickets = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const discount = lines.reduce((sum, l) => sum + l.quantity * l.unitDiscount, 0);
  const fees = lines.reduce((sum, l) => sum + (l.feePaidBy === "buyer" ? l.quantity * l.unitFee : 0), 0);
  const feesAbsorbed = lines.reduce(
    (sum, l) => sum + (l.feePaidBy === "host" ? l.quantity * l.unitFee : 0),
    0,
  );
  const donation = input.donation?.amount ?? 0;
  return {
    lines,
    addOns: addOns.lines,
    positions,
    reservations,
    totals: {
      currency,
      tickets,
      discount,
      fees,
      feesAbsorbed,
      addOns: addOns.total,
      donation,
      total: tickets - discount + fees + addOns.total + donation,
    },
  };
}

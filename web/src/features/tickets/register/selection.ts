import { ticketFeeCents } from "@mawid/contracts/platform";
import type {
  TDonation,
  TOrderLine,
  TOrderTotals,
  TPlaceOrderRequest,
  TTicketTypeView,
} from "@mawid/contracts/ticketing";
import { maxNow, salesState } from "./sales-state";

/** What the buyer chose of one ticket type. */
export interface Choice {
  quantity: number;
  /** Per ticket, for a pay-what-you-want type: at least its price. */
  price: number | null;
  /** One per ticket; empty ones carry the buyer's name. */
  names: string[];
}

export type Choices = Record<string, Choice>;

export const NO_CHOICE: Choice = { quantity: 0, price: null, names: [] };

/**
 * What the page starts with: one ticket (or the least an order takes) where the event offers a single
 * ticket type and it is on sale, so a free registration is one tap; nothing where there is a choice.
 */
export function suggestedChoices(types: readonly TTicketTypeView[], now: number): Choices {
  const only = types.length === 1 ? types[0]! : null;
  if (only === null || salesState(only, now) !== "open") return {};
  const quantity = Math.max(1, only.minPerOrder);
  return quantity > maxNow(only) ? {} : { [only.id]: { ...NO_CHOICE, quantity } };
}

export const unitPriceOf = (type: TTicketTypeView, choice: Choice) =>
  type.payWhatYouWant ? Math.max(type.price, choice.price ?? type.price) : type.price;

/** The chosen types with a quantity, in the listing's order. */
export function chosen(types: readonly TTicketTypeView[], choices: Choices) {
  return types
    .map((type) => ({ type, choice: choices[type.id] ?? NO_CHOICE }))
    .filter(({ choice }) => choice.quantity > 0);
}

/**
 * The order's lines and totals before it is placed, by the same rule the service prices it with:
 * the fee per ticket from contracts' ticketFeeCents, added for the buyer or absorbed by the host. A
 * promo code's discount is the service's to decide, so it shows on the placed order.
 */
export function checkoutLines(
  types: readonly TTicketTypeView[],
  choices: Choices,
  donation: TDonation | null,
): { lines: TOrderLine[]; totals: TOrderTotals } {
  const lines = chosen(types, choices).map(({ type, choice }): TOrderLine => {
    const unitPrice = unitPriceOf(type, choice);
    const unitFee = ticketFeeCents(unitPrice);
    const buyerFee = type.feePaidBy === "buyer" ? unitFee : 0;
    return {
      ticketTypeId: type.id,
      name: type.name,
      section: type.section,
      quantity: choice.quantity,
      unitPrice,
      unitFee,
      feePaidBy: type.feePaidBy,
      unitDiscount: 0,
      total: choice.quantity * (unitPrice + buyerFee),
    };
  });
  const sum = (pick: (l: TOrderLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const tickets = sum((l) => l.quantity * l.unitPrice);
  const fees = sum((l) => (l.feePaidBy === "buyer" ? l.quantity * l.unitFee : 0));
  const feesAbsorbed = sum((l) => (l.feePaidBy === "host" ? l.quantity * l.unitFee : 0));
  const gift = donation?.amount ?? 0;
  const currency = types.find((t) => choices[t.id]?.quantity)?.currency ?? types[0]?.currency ?? "USD";
  return {
    lines,
    totals: {
      currency,
      tickets,
      discount: 0,
      fees,
      feesAbsorbed,
      addOns: 0,
      donation: gift,
      total: tickets + fees + gift,
    },
  };
}

/** The request for the chosen tickets: names given (the rest carry the buyer's name), the access code for hidden types. */
export function orderRequest(
  eventId: string,
  types: readonly TTicketTypeView[],
  choices: Choices,
  donation: TDonation | null,
  buyerName: string,
  codes: { accessCode: string | null; promoCode: string | null },
): TPlaceOrderRequest {
  return {
    eventId,
    items: chosen(types, choices).map(({ type, choice }) => {
      const names = Array.from({ length: choice.quantity }, (_, i) => choice.names[i]?.trim() || buyerName);
      return {
        ticketTypeId: type.id,
        quantity: choice.quantity,
        // every ticket names a person: the service, which knows the buyer only by e-mail, would print that
        ...(names.every(Boolean) ? { attendees: names.map((name) => ({ name })) } : {}),
        ...(type.payWhatYouWant ? { price: unitPriceOf(type, choice) } : {}),
        ...(type.hidden && codes.accessCode ? { accessCode: codes.accessCode } : {}),
      };
    }),
    ...(donation ? { donation } : {}),
    ...(codes.promoCode ? { promoCode: codes.promoCode } : {}),
  };
}

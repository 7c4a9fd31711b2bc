import type { TTicketTypeView } from "@mawid/contracts/ticketing";

export type SalesState = "open" | "notYet" | "ended" | "soldOut";

/** Whether a ticket type can be bought now, by its sales window and the seats left. */
export function salesState(type: TTicketTypeView, now: number): SalesState {
  if (type.salesStart && now < Date.parse(type.salesStart)) return "notYet";
  if (type.salesEnd && now >= Date.parse(type.salesEnd)) return "ended";
  if (type.available < type.minPerOrder) return "soldOut";
  return "open";
}

/** The most of a type one order may hold now: its per-order maximum and the tickets left. */
export const maxNow = (type: TTicketTypeView) => Math.max(0, Math.min(type.maxPerOrder, type.available));

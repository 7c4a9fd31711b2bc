import type { TCreateTicketTypeRequest, TFeePaidBy, TSection } from "@mawid/contracts/ticketing";
import { instantOnEventClock as instant } from "../shared/event-clock";
import { toMinor } from "../shared/money";

/** A price phase as typed: its price in major units, its end on the event's clock. */
export interface PricePhaseValues {
  price?: number;
  until?: string;
  untilSold?: number | null;
}

/** The ticket type form as typed: money in major units, the sales window on the event's clock. */
export interface TicketTypeValues {
  name: string;
  description?: string;
  section: TSection;
  price: number;
  currency: string;
  capacity: number;
  groupSize?: number;
  minPerOrder: number;
  maxPerOrder: number;
  salesStart?: string;
  salesEnd?: string;
  feePaidBy: TFeePaidBy;
  payWhatYouWant?: boolean;
  hidden?: boolean;
  accessCode?: string;
  pricePhases?: PricePhaseValues[];
}

export const INITIAL_VALUES: Partial<TicketTypeValues> = {
  section: "mixed",
  price: 0,
  currency: "USD",
  capacity: 100,
  groupSize: 1,
  minPerOrder: 1,
  maxPerOrder: 10,
  feePaidBy: "buyer",
  payWhatYouWant: false,
  hidden: false,
};

export function toCreateRequest(v: TicketTypeValues, timeZone: string): TCreateTicketTypeRequest {
  const currency = v.currency.trim().toUpperCase();
  return {
    name: v.name,
    description: v.description ?? "",
    section: v.section,
    price: toMinor(v.price, currency),
    currency,
    capacity: v.capacity,
    groupSize: v.groupSize ?? 1,
    minPerOrder: v.minPerOrder,
    maxPerOrder: v.maxPerOrder,
    salesStart: instant(v.salesStart, timeZone),
    salesEnd: instant(v.salesEnd, timeZone),
    feePaidBy: v.feePaidBy,
    payWhatYouWant: v.payWhatYouWant ?? false,
    hidden: v.hidden ?? false,
    accessCode: v.hidden && v.accessCode?.trim() ? v.accessCode.trim() : null,
    pricePhases: (v.pricePhases ?? []).map((p) => ({
      price: toMinor(p.price ?? 0, currency),
      until: instant(p.until, timeZone),
      untilSold: p.untilSold ?? null,
    })),
  };
}

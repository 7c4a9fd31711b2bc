import type { TMyTicket, TOrder, TTicketTypes, TTicketTypeView } from "@mawid/contracts/ticketing";
import { onTestFinished, vi } from "vitest";
import { EVENT_ID } from "../../events/shared/events.fixtures";
import { PHONE } from "./use-is-phone";

/* What the ticketing screens' tests share: ticket types, orders and tickets as the service answers them. */

export const ADULT_ID = "0b7c2c9e-1a1a-4c1e-9d3a-000000000001";
export const CHILD_ID = "0b7c2c9e-1a1a-4c1e-9d3a-000000000002";
export const TICKET_ID = "5d0e8a52-2b2b-4d2e-8e4b-000000000001";
export const ORDER_ID = "8a1f0000-3c3c-4e3f-9f5c-000000000001";

export function aTicketType(overrides: Partial<TTicketTypeView> = {}): TTicketTypeView {
  return {
    id: ADULT_ID,
    eventId: EVENT_ID,
    name: "Adult",
    description: "",
    price: 2000,
    currency: "GBP",
    fee: 150,
    feePaidBy: "buyer",
    section: "families",
    entrance: "Gate B",
    groupSize: 1,
    capacity: 100,
    available: 40,
    salesStart: null,
    salesEnd: null,
    minPerOrder: 1,
    maxPerOrder: 10,
    payWhatYouWant: false,
    hidden: false,
    pricePhases: [],
    ...overrides,
  };
}

export function ticketTypes(items: TTicketTypeView[]): TTicketTypes {
  const sections = [...new Set(items.map((i) => i.section))].map((section) => ({
    section,
    capacity: 200,
    entrance: "Gate B",
    available: 150,
  }));
  return { items, sections };
}

export function anOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    eventId: EVENT_ID,
    status: "pending",
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    currency: "GBP",
    total: 4300,
    totals: {
      currency: "GBP",
      tickets: 4000,
      discount: 0,
      fees: 300,
      feesAbsorbed: 0,
      addOns: 0,
      donation: 0,
      total: 4300,
    },
    lines: [
      {
        ticketTypeId: ADULT_ID,
        name: "Adult",
        section: "families",
        quantity: 2,
        unitPrice: 2000,
        unitFee: 150,
        unitDiscount: 0,
        feePaidBy: "buyer",
        total: 4300,
      },
    ],
    addOns: [],
    promoCode: null,
    donation: null,
    attendees: [],
    refunded: 0,
    refundedPositionIds: [],
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function aTicket(overrides: Partial<TMyTicket> = {}): TMyTicket {
  return {
    id: TICKET_ID,
    orderId: ORDER_ID,
    eventId: EVENT_ID,
    section: "sisters",
    attendeeName: "Amina Yusuf",
    status: "valid",
    qr: "A".repeat(147),
    ...overrides,
  };
}

/** For the rest of the test, the screen answers as a phone's: lists show as cards. */
export function pretendPhone(): void {
  const phone = window.matchMedia(PHONE);
  const spy = vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
    ...phone,
    media: query,
    matches: query === PHONE,
  }));
  onTestFinished(() => spy.mockRestore());
}

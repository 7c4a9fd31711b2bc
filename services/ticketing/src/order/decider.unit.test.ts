import { describe, expect, it } from "vitest";
import { given } from "@mawid/eventstore";
import {
  EventNotOnSaleError,
  InvalidOrderError,
  InvalidOrderStatusError,
  OrderNotFoundError,
  SoldOutError,
} from "../errors.ts";
import type { TicketTypeSnapshot } from "../ticket-type/read.ts";
import { type OrderCommand, type OrderEvent, orderDecider } from "./decider.ts";

const orderId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const buyerId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const positionIds = ["4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f", "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f"];
const at = "2027-03-01T10:00:00.000Z";
const holdUntil = "2027-03-01T10:15:00.000Z";

const sisters: TicketTypeSnapshot = {
  id: "6b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  eventId,
  name: "Sisters",
  section: "sisters",
  entrance: "East door",
  groupSize: 1,
  price: 2500,
  currency: "USD",
  feePaidBy: "buyer",
  salesStart: null,
  salesEnd: null,
  minPerOrder: 1,
  maxPerOrder: 10,
  payWhatYouWant: false,
  hidden: false,
  unlocked: true,
  quotas: [
    { quotaId: "section:e:sisters", seatsLeft: 40 },
    { quotaId: "ticket-type:s", seatsLeft: 100 },
  ],
};

const place = (overrides: Partial<Extract<OrderCommand, { type: "PlaceOrder" }>> = {}): OrderCommand => ({
  type: "PlaceOrder",
  orderId,
  buyerId,
  buyerName: "buyer@example.org",
  event: { eventId, organizationId, status: "published" },
  items: [{ ticketTypeId: sisters.id, quantity: 2, attendees: [{ name: "Maryam" }] }],
  donation: null,
  promoCode: null,
  ticketTypes: [sisters],
  positionIds,
  holdUntil,
  at,
  ...overrides,
});

const positions = [
  {
    positionId: positionIds[0]!,
    ticketTypeId: sisters.id,
    ticketTypeName: "Sisters",
    section: "sisters" as const,
    entrance: "East door",
    attendeeName: "Maryam",
    admits: 1,
  },
  {
    positionId: positionIds[1]!,
    ticketTypeId: sisters.id,
    ticketTypeName: "Sisters",
    section: "sisters" as const,
    entrance: "East door",
    attendeeName: "buyer@example.org",
    admits: 1,
  },
];

const placed: OrderEvent = {
  type: "OrderPlaced",
  version: 1,
  data: {
    orderId,
    eventId,
    organizationId,
    buyerId,
    lines: [
      {
        ticketTypeId: sisters.id,
        name: "Sisters",
        section: "sisters",
        quantity: 2,
        unitPrice: 2500,
        unitFee: 163,
        feePaidBy: "buyer",
        total: 5326,
      },
    ],
    positions,
    donation: null,
    totals: { currency: "USD", tickets: 5000, fees: 326, feesAbsorbed: 0, donation: 0, total: 5326 },
    reservations: [
      { quotaId: "section:e:sisters", seats: 2 },
      { quotaId: "ticket-type:s", seats: 2 },
    ],
    expiresAt: holdUntil,
    placedAt: at,
  },
};
const paid = (paymentId: string | null, amount: number, reReserved: boolean, paidAt = at): OrderEvent => ({
  type: "OrderPaid",
  version: 1,
  data: {
    orderId,
    eventId,
    organizationId,
    buyerId,
    paymentId,
    amount,
    currency: "USD",
    positions,
    reReserved,
    paidAt,
  },
});
const expired: OrderEvent = {
  type: "OrderExpired",
  version: 1,
  data: { orderId, eventId, expiredAt: holdUntil },
};
const cancelled: OrderEvent = {
  type: "OrderCancelled",
  version: 1,
  data: { orderId, eventId, cancelledBy: buyerId, cancelledAt: at },
};

describe("placing an order", () => {
  it("holds the seats of every quota, one ticket per attendee, priced with the fee", () => {
    given(orderDecider, []).when(place()).then([placed]);
  });

  it("completes a free order at once", () => {
    const free = { ...sisters, price: 0 };
    const events = given(orderDecider, [])
      .when(place({ ticketTypes: [free] }))
      .events();
    expect(events.map((e) => e.type)).toEqual(["OrderPlaced", "OrderPaid"]);
    expect(events[1]!.data).toMatchObject({ paymentId: null, amount: 0, reReserved: false });
  });

  it("refuses an event that is not published", () => {
    given(orderDecider, [])
      .when(place({ event: { eventId, organizationId, status: "draft" } }))
      .thenThrows(EventNotOnSaleError, "EVENT_NOT_ON_SALE");
  });

  it("refuses more seats than a quota had left when read", () => {
    const family = { ...sisters, groupSize: 5, quotas: [{ quotaId: "section:e:families", seatsLeft: 4 }] };
    given(orderDecider, [])
      .when(place({ ticketTypes: [family], items: [{ ticketTypeId: sisters.id, quantity: 1 }] }))
      .thenThrows(SoldOutError, "SOLD_OUT");
  });

  it("refuses more attendees than tickets and mixed currencies", () => {
    const three = [{ name: "A" }, { name: "B" }, { name: "C" }];
    given(orderDecider, [])
      .when(place({ items: [{ ticketTypeId: sisters.id, quantity: 2, attendees: three }] }))
      .thenThrows(InvalidOrderError);
    const pounds = { ...sisters, id: "7b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f", currency: "GBP" };
    given(orderDecider, [])
      .when(
        place({
          ticketTypes: [sisters, pounds],
          items: [
            { ticketTypeId: sisters.id, quantity: 1 },
            { ticketTypeId: pounds.id, quantity: 1 },
          ],
        }),
      )
      .thenThrows(InvalidOrderError);
  });
});

describe("paying", () => {
  it("turns a pending order paid, with the tickets to issue", () => {
    given(orderDecider, [placed])
      .when({ type: "PayOrder", paymentId: "pay_1", amount: 5326, at })
      .then([paid("pay_1", 5326, false)]);
  });

  it("ignores the same payment delivered twice and refuses a second one", () => {
    const past = [placed, paid("pay_1", 5326, false)];
    given(orderDecider, past).when({ type: "PayOrder", paymentId: "pay_1", amount: 5326, at }).then([]);
    given(orderDecider, past)
      .when({ type: "PayOrder", paymentId: "pay_2", amount: 5326, at })
      .thenThrows(InvalidOrderStatusError);
  });

  it("pays an expired order only by reserving its seats again", () => {
    given(orderDecider, [placed, expired])
      .when({ type: "PayOrder", paymentId: "pay_1", amount: 5326, at: holdUntil })
      .then([paid("pay_1", 5326, true, holdUntil)]);
  });

  it("refuses a cancelled order and a wrong amount", () => {
    given(orderDecider, [placed, cancelled])
      .when({ type: "PayOrder", paymentId: "pay_1", amount: 5326, at })
      .thenThrows(InvalidOrderStatusError);
    given(orderDecider, [placed])
      .when({ type: "PayOrder", paymentId: "pay_1", amount: 100, at })
      .thenThrows(InvalidOrderError);
  });
});

describe("expiring and cancelling", () => {
  it("expires a pending order once its hold has run out, not before", () => {
    given(orderDecider, [placed]).when({ type: "ExpireOrder", at: "2027-03-01T10:14:59.000Z" }).then([]);
    given(orderDecider, [placed]).when({ type: "ExpireOrder", at: holdUntil }).then([expired]);
    given(orderDecider, [placed, paid("pay_1", 5326, false)])
      .when({ type: "ExpireOrder", at: holdUntil })
      .then([]);
  });

  it("lets the buyer cancel an unpaid order, nobody else, and not a paid one", () => {
    given(orderDecider, [placed]).when({ type: "CancelOrder", actorId: buyerId, at }).then([cancelled]);
    given(orderDecider, [placed])
      .when({ type: "CancelOrder", actorId: organizationId, at })
      .thenThrows(OrderNotFoundError);
    given(orderDecider, [placed, paid("pay_1", 5326, false)])
      .when({ type: "CancelOrder", actorId: buyerId, at })
      .thenThrows(InvalidOrderStatusError);
    given(orderDecider, [placed, expired]).when({ type: "CancelOrder", actorId: buyerId, at }).then([]);
  });
});

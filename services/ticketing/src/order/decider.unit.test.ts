import { describe, expect, it } from "vitest";
import { given } from "@mawid/eventstore";
import {
  EventNotOnSaleError,
  InvalidOrderError,
  InvalidOrderStatusError,
  OrderNotFoundError,
  PromoCodeInvalidError,
  PromoCodeUsedUpError,
  SoldOutError,
  AddOnNotFoundError,
  AddOnSoldOutError,
} from "../errors.ts";
import type { AddOnSnapshot } from "../add-on/read.ts";
import type { PromoCodeSnapshot } from "../promo-code/discount.ts";
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
  promo: null,
  addOns: [],
  addOnSnapshots: [],
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
  version: 2,
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
        unitDiscount: 0,
        unitFee: 163,
        feePaidBy: "buyer",
        total: 5326,
      },
    ],
    addOns: [],
    promoCode: null,
    positions,
    donation: null,
    totals: {
      currency: "USD",
      tickets: 5000,
      discount: 0,
      fees: 326,
      feesAbsorbed: 0,
      addOns: 0,
      donation: 0,
      total: 5326,
    },
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

describe("placing an order with a promo code and add-ons", () => {
  const promo: PromoCodeSnapshot = {
    id: "8b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
    code: "EID20",
    discount: { kind: "percentage", percent: 20 },
    validFrom: null,
    validUntil: "2027-03-02T00:00:00.000Z",
    usesLeft: 10,
  };
  const iftar: AddOnSnapshot = {
    id: "9b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
    eventId,
    name: "Iftar plate",
    description: "",
    kind: "meal",
    vendorId: null,
    price: 1200,
    currency: "USD",
    stock: 50,
    maxPerOrder: 4,
    left: 3,
    offered: true,
  };
  const withPromo = (snapshot: PromoCodeSnapshot | null, code = "eid20") =>
    place({ promoCode: code, promo: snapshot });

  it("takes the discount off each ticket, charges the fee on what is left and uses the code once", () => {
    const [event] = given(orderDecider, []).when(withPromo(promo)).events();
    expect(event!.data).toMatchObject({
      promoCode: "EID20",
      lines: [{ unitPrice: 2500, unitDiscount: 500, unitFee: 150, total: 4300 }],
      totals: { tickets: 5000, discount: 1000, fees: 300, total: 4300 },
      reservations: [
        { quotaId: "promo-code:8b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f", seats: 1 },
        { quotaId: "section:e:sisters", seats: 2 },
        { quotaId: "ticket-type:s", seats: 2 },
      ],
    });
  });

  it("never takes a fixed discount below a free ticket", () => {
    const [event] = given(orderDecider, [])
      .when(withPromo({ ...promo, discount: { kind: "fixed", amount: 3000 } }))
      .events();
    expect(event!.data).toMatchObject({
      lines: [{ unitDiscount: 2500, unitFee: 0, total: 0 }],
      totals: { discount: 5000, fees: 0, total: 0 },
    });
  });

  it("refuses an unknown code, one outside its window and one used up", () => {
    given(orderDecider, []).when(withPromo(null)).thenThrows(PromoCodeInvalidError, "PROMO_CODE_INVALID");
    given(orderDecider, [])
      .when(withPromo({ ...promo, validUntil: at }))
      .thenThrows(PromoCodeInvalidError, "PROMO_CODE_INVALID");
    given(orderDecider, [])
      .when(withPromo({ ...promo, validFrom: holdUntil }))
      .thenThrows(PromoCodeInvalidError, "PROMO_CODE_INVALID");
    given(orderDecider, [])
      .when(withPromo({ ...promo, usesLeft: 0 }))
      .thenThrows(PromoCodeUsedUpError, "PROMO_CODE_USED_UP");
  });

  it("adds the add-ons without a fee and reserves their stock", () => {
    const [event] = given(orderDecider, [])
      .when(place({ addOns: [{ addOnId: iftar.id, quantity: 2 }], addOnSnapshots: [iftar] }))
      .events();
    expect(event!.data).toMatchObject({
      addOns: [{ addOnId: iftar.id, name: "Iftar plate", quantity: 2, unitPrice: 1200, total: 2400 }],
      totals: { tickets: 5000, fees: 326, addOns: 2400, total: 7726 },
      reservations: [
        { quotaId: `add-on:${iftar.id}`, seats: 2 },
        { quotaId: "section:e:sisters", seats: 2 },
        { quotaId: "ticket-type:s", seats: 2 },
      ],
    });
  });

  it("refuses an add-on not offered (a meal whose vendor's certificate expired) or with too little stock", () => {
    given(orderDecider, [])
      .when(
        place({
          addOns: [{ addOnId: iftar.id, quantity: 1 }],
          addOnSnapshots: [{ ...iftar, offered: false }],
        }),
      )
      .thenThrows(AddOnNotFoundError, "ADD_ON_NOT_FOUND");
    given(orderDecider, [])
      .when(place({ addOns: [{ addOnId: iftar.id, quantity: 4 }], addOnSnapshots: [iftar] }))
      .thenThrows(AddOnSoldOutError, "ADD_ON_SOLD_OUT");
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

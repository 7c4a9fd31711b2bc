import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import {
  InvalidOrderError,
  InvalidOrderStatusError,
  OrderNotFoundError,
  RefundExceedsPaymentError,
  RefundNotAllowedError,
} from "../../errors.ts";
import { type OrderCommand, type OrderEvent, orderDecider } from "../decider.ts";
import type { RefundOrderCommand } from "./decide-refund.ts";

const orderId = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const eventId = "1b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const organizationId = "2b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const buyerId = "3b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const hostId = "7b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const refundId = "8b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const [sister, brother] = ["4b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f", "5b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f"];
const at = "2027-03-01T10:00:00.000Z";
const startsAt = "2027-03-20T18:00:00.000Z";

const position = (positionId: string, ticketTypeId: string, section: "sisters" | "brothers") => ({
  positionId,
  ticketTypeId,
  ticketTypeName: section,
  section,
  entrance: "Main door",
  attendeeName: "Guest",
  admits: 1,
});
const line = (ticketTypeId: string, section: "sisters" | "brothers") => ({
  ticketTypeId,
  name: section,
  section,
  quantity: 1,
  unitPrice: 2500,
  unitDiscount: 0,
  unitFee: 163,
  feePaidBy: "buyer" as const,
  total: 2663,
});

const reservations = [
  { quotaId: `event:${eventId}`, seats: 2 },
  { quotaId: `section:${eventId}:brothers`, seats: 1 },
  { quotaId: "ticket-type:tt-brothers", seats: 1 },
  { quotaId: "ticket-type:tt-sisters", seats: 1 },
];

/** A paid order of two tickets (2,663 each with its fee) and a 1,000 donation: 6,326 paid. */
const placed = {
  type: "OrderPlaced",
  version: 1,
  data: {
    orderId,
    eventId,
    organizationId,
    buyerId,
    lines: [line("tt-sisters", "sisters"), line("tt-brothers", "brothers")],
    positions: [position(sister, "tt-sisters", "sisters"), position(brother, "tt-brothers", "brothers")],
    addOns: [],
    promoCode: null,
    donation: { amount: 1000, fund: "zakat" },
    totals: {
      currency: "USD",
      tickets: 5000,
      discount: 0,
      fees: 326,
      feesAbsorbed: 0,
      addOns: 0,
      donation: 1000,
      total: 6326,
    },
    reservations,
    expiresAt: "2027-03-01T09:15:00.000Z",
    placedAt: "2027-03-01T09:00:00.000Z",
  },
} as unknown as OrderEvent;

const paid: OrderEvent = {
  type: "OrderPaid",
  version: 1,
  data: {
    orderId,
    eventId,
    organizationId,
    buyerId,
    paymentId: "pay_1",
    amount: 6326,
    currency: "USD",
    positions: [position(sister, "tt-sisters", "sisters"), position(brother, "tt-brothers", "brothers")],
    reReserved: false,
    paidAt: "2027-03-01T09:05:00.000Z",
  },
};

const refund = (overrides: Partial<RefundOrderCommand> = {}): OrderCommand => ({
  type: "RefundOrder",
  refundId,
  initiator: "host",
  actorId: hostId,
  positionIds: null,
  amount: null,
  reason: null,
  buyer: null,
  at,
  ...overrides,
});

const refunded = (data: Partial<Extract<OrderEvent, { type: "OrderRefunded" }>["data"]>): OrderEvent => ({
  type: "OrderRefunded",
  version: 1,
  data: {
    orderId,
    eventId,
    organizationId,
    buyerId,
    refundId,
    paymentId: "pay_1",
    amount: 6326,
    currency: "USD",
    positionIds: [sister, brother],
    releases: reservations,
    initiator: "host",
    refundedBy: hostId,
    reason: null,
    fullyRefunded: true,
    refundedAt: at,
    ...data,
  },
});

const sisterRefunded = refunded({
  amount: 2663,
  positionIds: [sister],
  releases: [
    { quotaId: `event:${eventId}`, seats: 1 },
    { quotaId: "ticket-type:tt-sisters", seats: 1 },
  ],
  fullyRefunded: false,
});

describe("a host refunds a paid order", () => {
  it("in full: all that was paid, every attendee, every seat it took", () => {
    given(orderDecider, [placed, paid])
      .when(refund())
      .then([refunded({})]);
  });

  it("one attendee at what their ticket cost, freeing their seats only", () => {
    given(orderDecider, [placed, paid])
      .when(refund({ positionIds: [sister] }))
      .then([sisterRefunded]);
  });

  it("the rest after a partial refund: what is left, and the seats not freed yet", () => {
    given(orderDecider, [placed, paid, sisterRefunded])
      .when(refund())
      .then([
        refunded({
          amount: 3663,
          positionIds: [brother],
          releases: [
            { quotaId: `event:${eventId}`, seats: 1 },
            { quotaId: `section:${eventId}:brothers`, seats: 1 },
            { quotaId: "ticket-type:tt-brothers", seats: 1 },
          ],
        }),
      ]);
  });

  it("an amount of money alone, revoking no ticket", () => {
    given(orderDecider, [placed, paid])
      .when(refund({ amount: 500, reason: "Late start" }))
      .then([
        refunded({ amount: 500, positionIds: [], releases: [], reason: "Late start", fullyRefunded: false }),
      ]);
  });

  it("never more than was paid", () => {
    given(orderDecider, [placed, paid])
      .when(refund({ amount: 6327 }))
      .thenThrows(RefundExceedsPaymentError, "REFUND_EXCEEDS_PAYMENT");
  });

  it("never beyond its total once partly refunded", () => {
    given(orderDecider, [placed, paid, sisterRefunded])
      .when(refund({ amount: 3664 }))
      .thenThrows(RefundExceedsPaymentError, "REFUND_EXCEEDS_PAYMENT");
  });

  it("a refunded order has nothing left to refund", () => {
    given(orderDecider, [placed, paid, refunded({})])
      .when(refund())
      .thenThrows(RefundExceedsPaymentError, "REFUND_EXCEEDS_PAYMENT");
    given(orderDecider, [placed, paid, refunded({})])
      .when(refund({ amount: 1 }))
      .thenThrows(RefundExceedsPaymentError, "REFUND_EXCEEDS_PAYMENT");
  });

  it("an attendee refunded once is not refunded again", () => {
    given(orderDecider, [placed, paid, sisterRefunded])
      .when(refund({ positionIds: [sister] }))
      .thenThrows(InvalidOrderError, "INVALID_ORDER");
  });

  it("an unpaid order is cancelled, not refunded", () => {
    given(orderDecider, [placed]).when(refund()).thenThrows(InvalidOrderStatusError, "INVALID_ORDER_STATUS");
  });
});

describe("a buyer refunds their own order", () => {
  const buyer = (policy: NonNullable<RefundOrderCommand["buyer"]>["policy"], actorId = buyerId) => ({
    initiator: "buyer" as const,
    actorId,
    buyer: { actorId, policy, eventStartsAt: startsAt },
  });

  it("in full, while the policy's deadline has not passed", () => {
    given(orderDecider, [placed, paid])
      .when(refund(buyer({ kind: "full", hoursBeforeStart: 48 })))
      .then([refunded({ initiator: "buyer", refundedBy: buyerId })]);
  });

  it("not after the deadline", () => {
    given(orderDecider, [placed, paid])
      .when(refund({ ...buyer({ kind: "full", hoursBeforeStart: 48 }), at: "2027-03-18T18:00:01.000Z" }))
      .thenThrows(RefundNotAllowedError, "REFUND_NOT_ALLOWED");
  });

  it("not when the host gives no refunds", () => {
    given(orderDecider, [placed, paid])
      .when(refund(buyer({ kind: "none" })))
      .thenThrows(RefundNotAllowedError, "REFUND_NOT_ALLOWED");
  });

  it("and nobody else's", () => {
    given(orderDecider, [placed, paid])
      .when(refund(buyer({ kind: "full", hoursBeforeStart: 0 }, hostId)))
      .thenThrows(OrderNotFoundError, "ORDER_NOT_FOUND");
  });
});

describe("the event is cancelled", () => {
  const byEvent = { initiator: "event-cancelled" as const, actorId: null };

  it("refunds a paid order in full", () => {
    given(orderDecider, [placed, paid])
      .when(refund(byEvent))
      .then([refunded({ initiator: "event-cancelled", refundedBy: null })]);
  });

  it("a second time changes nothing", () => {
    given(orderDecider, [placed, paid, refunded({ initiator: "event-cancelled", refundedBy: null })])
      .when(refund(byEvent))
      .then([]);
  });

  it("cancels an unpaid order, and leaves one that expired", () => {
    given(orderDecider, [placed])
      .when({ type: "CancelOrderForEvent", cancelledBy: hostId, at })
      .then([
        {
          type: "OrderCancelled",
          version: 1,
          data: { orderId, eventId, cancelledBy: hostId, cancelledAt: at },
        },
      ]);
    const expired: OrderEvent = {
      type: "OrderExpired",
      version: 1,
      data: { orderId, eventId, expiredAt: at },
    };
    given(orderDecider, [placed, expired])
      .when({ type: "CancelOrderForEvent", cancelledBy: hostId, at })
      .then([]);
    given(orderDecider, [placed, expired]).when(refund(byEvent)).then([]);
  });
});

import type { TRefundInitiator, TRefundPolicy, TReservation } from "@mawid/contracts/ticketing";
import { quotaIds } from "../../capacity/quota-ids.ts";
import {
  InvalidOrderError,
  InvalidOrderStatusError,
  OrderNotFoundError,
  RefundExceedsPaymentError,
  RefundNotAllowedError,
} from "../../errors.ts";
import type { OrderEvent, OrderRecord } from "../state.ts";

/** The buyer's own refund: always the whole order, within the event's policy. */
export interface BuyerTerms {
  actorId: string;
  policy: TRefundPolicy;
  eventStartsAt: string;
}

export interface RefundOrderCommand {
  type: "RefundOrder";
  refundId: string;
  initiator: TRefundInitiator;
  /** Who asked; null for the event's cancellation. */
  actorId: string | null;
  /** null: every attendee not yet refunded (with amount null too: all that is left of the money). */
  positionIds: readonly string[] | null;
  amount: number | null;
  reason: string | null;
  buyer: BuyerTerms | null;
  at: string;
}

const HOUR = 3_600_000;

/** Until when the buyer may refund: a free registration until the start, a paid one by the policy. */
export function selfRefundDeadline(order: OrderRecord, terms: Omit<BuyerTerms, "actorId">): Date | null {
  const start = Date.parse(terms.eventStartsAt);
  if (order.totals.total === 0) return new Date(start);
  if (terms.policy.kind === "none") return null;
  return new Date(start - terms.policy.hoursBeforeStart * HOUR);
}

function checkBuyer(order: OrderRecord, terms: BuyerTerms, at: string): void {
  if (order.buyerId !== terms.actorId) throw new OrderNotFoundError();
  const deadline = selfRefundDeadline(order, terms);
  if (!deadline) throw new RefundNotAllowedError("The host does not refund tickets for this event");
  if (Date.parse(at) > deadline.getTime())
    throw new RefundNotAllowedError(`Refunds for this event closed at ${deadline.toISOString()}`);
}

/** What one attendee cost: their line's price after any discount, with the fee when the buyer paid it. */
function positionPrice(order: OrderRecord, ticketTypeId: string): number {
  const line = order.lines.find((l) => l.ticketTypeId === ticketTypeId);
  return line ? line.total / line.quantity : 0;
}

function subtract(all: readonly TReservation[], taken: readonly TReservation[]): TReservation[] {
  const left = new Map(all.map((r) => [r.quotaId, r.seats]));
  for (const r of taken) left.set(r.quotaId, (left.get(r.quotaId) ?? 0) - r.seats);
  return [...left].filter(([, seats]) => seats > 0).map(([quotaId, seats]) => ({ quotaId, seats }));
}

/** The seats some attendees took: in each of their ticket type's, section's and event's quotas the order reserved. */
function seatsOf(order: OrderRecord, positionIds: readonly string[]): TReservation[] {
  const reserved = new Set(order.reservations.map((r) => r.quotaId));
  const seats = new Map<string, number>();
  for (const id of positionIds) {
    const p = order.positions.find((q) => q.positionId === id)!;
    const quotas = [
      quotaIds.ticketType(p.ticketTypeId),
      quotaIds.section(order.eventId, p.section),
      quotaIds.event(order.eventId),
    ];
    for (const q of quotas) if (reserved.has(q)) seats.set(q, (seats.get(q) ?? 0) + p.admits);
  }
  return [...seats]
    .map(([quotaId, n]) => ({ quotaId, seats: n }))
    .sort((a, b) => (a.quotaId < b.quotaId ? -1 : 1));
}

/**
 * A refund of a paid order: never more than was paid and not yet given back. The attendees refunded
 * lose their tickets and free their seats; once every attendee is refunded the order is refunded and
 * whatever else it reserved (add-on stock) is free too. A cancelled event's refund is idempotent.
 */
export function decideRefund(order: OrderRecord, command: RefundOrderCommand): OrderEvent[] {
  const byEvent = command.initiator === "event-cancelled";
  if (order.status === "pending") throw new InvalidOrderStatusError("pending", "refunded: cancel it instead");
  if (order.status === "expired" || order.status === "cancelled") {
    if (byEvent) return [];
    throw new InvalidOrderStatusError(order.status, "refunded");
  }
  if (command.buyer) checkBuyer(order, command.buyer, command.at);
  const refunded = new Set(order.refundedPositionIds ?? []);
  const left = order.totals.total - (order.refunded ?? 0);
  const whole = command.positionIds === null && command.amount === null;
  const positionIds = whole
    ? order.positions.map((p) => p.positionId).filter((id) => !refunded.has(id))
    : [...new Set(command.positionIds ?? [])];
  for (const id of positionIds) {
    if (!order.positions.some((p) => p.positionId === id))
      throw new InvalidOrderError("One of these attendees is not in this order", "positionIds");
    if (refunded.has(id))
      throw new InvalidOrderError("One of these attendees is already refunded", "positionIds");
  }
  const priced = positionIds.reduce((sum, id) => {
    const p = order.positions.find((q) => q.positionId === id)!;
    return sum + positionPrice(order, p.ticketTypeId);
  }, 0);
  const amount = command.amount ?? (whole ? left : Math.min(priced, left));
  if (amount > left) throw new RefundExceedsPaymentError(left);
  if (positionIds.length === 0 && amount === 0) {
    if (byEvent) return [];
    throw new RefundExceedsPaymentError(left);
  }
  const fullyRefunded = refunded.size + positionIds.length === order.positions.length;
  const releases = fullyRefunded
    ? subtract(order.reservations, order.released ?? [])
    : seatsOf(order, positionIds);
  return [
    {
      type: "OrderRefunded",
      version: 1,
      data: {
        orderId: order.orderId,
        eventId: order.eventId,
        organizationId: order.organizationId,
        buyerId: order.buyerId,
        refundId: command.refundId,
        paymentId: order.paymentId,
        amount,
        currency: order.totals.currency,
        positionIds,
        releases,
        initiator: command.initiator,
        refundedBy: command.actorId,
        reason: command.reason,
        fullyRefunded,
        refundedAt: command.at,
      },
    },
  ];
}

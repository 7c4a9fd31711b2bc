import type { TOrderEvent, TOrderPlaced, TOrderStatus, TReservation } from "@mawid/contracts/ticketing";

export type OrderEvent = TOrderEvent;

/** The order as its views show it: what was placed, and where it went since. */
export type OrderRecord = TOrderPlaced & {
  status: TOrderStatus;
  paymentId: string | null;
  paidAt: string | null;
  /** When it expired or was cancelled. */
  closedAt: string | null;
  /** Given back so far; absent from orders recorded before refunds existed, as are the two below. */
  refunded?: number;
  refundedPositionIds?: string[];
  /** The sold seats and stock its refunds freed, so a later refund never frees them twice. */
  released?: TReservation[];
};

export interface OrderState {
  order: OrderRecord | null;
}

export const initialOrderState: OrderState = { order: null };

function withOrder(state: OrderState, change: Partial<OrderRecord>): OrderState {
  return state.order ? { order: { ...state.order, ...change } } : state;
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case "OrderPlaced":
      return { order: { ...event.data, status: "pending", paymentId: null, paidAt: null, closedAt: null } };
    case "OrderPaid":
      return withOrder(state, { status: "paid", paymentId: event.data.paymentId, paidAt: event.data.paidAt });
    case "OrderExpired":
      return withOrder(state, { status: "expired", closedAt: event.data.expiredAt });
    case "OrderCancelled":
      return withOrder(state, { status: "cancelled", closedAt: event.data.cancelledAt });
    case "OrderRefunded": {
      const order = state.order;
      if (!order) return state;
      const d = event.data;
      return withOrder(state, {
        status: d.fullyRefunded ? "refunded" : order.status,
        refunded: (order.refunded ?? 0) + d.amount,
        refundedPositionIds: [...(order.refundedPositionIds ?? []), ...d.positionIds],
        released: [...(order.released ?? []), ...d.releases],
      });
    }
  }
}

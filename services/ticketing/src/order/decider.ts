import type { TDonation, TOrderAddOnRequest, TOrderItemRequest } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";
import {
  EventNotOnSaleError,
  InvalidOrderError,
  InvalidOrderStatusError,
  OrderNotFoundError,
} from "../errors.ts";
import type { AddOnSnapshot } from "../add-on/read.ts";
import { checkPromoCode, type PromoCodeSnapshot } from "../promo-code/discount.ts";
import type { EventSnapshot } from "../ticket-type/decider.ts";
import type { TicketTypeSnapshot } from "../ticket-type/read.ts";
import { priceOrder } from "./price-order.ts";
import { decideRefund, type RefundOrderCommand } from "./refund-order/decide-refund.ts";
import {
  evolveOrder,
  initialOrderState,
  type OrderEvent,
  type OrderRecord,
  type OrderState,
} from "./state.ts";

export type { OrderEvent, OrderState } from "./state.ts";

export type OrderCommand =
  | {
      type: "PlaceOrder";
      orderId: string;
      buyerId: string;
      buyerName: string;
      event: EventSnapshot;
      items: readonly TOrderItemRequest[];
      donation: TDonation | null;
      /** The code as the buyer typed it, and the event's code it names (null: none such). */
      promoCode: string | null;
      promo: PromoCodeSnapshot | null;
      addOns: readonly TOrderAddOnRequest[];
      addOnSnapshots: readonly AddOnSnapshot[];
      ticketTypes: readonly TicketTypeSnapshot[];
      positionIds: readonly string[];
      holdUntil: string;
      at: string;
    }
  /** From payments: the buyer paid this amount. paymentId null only for the order's own free completion. */
  | { type: "PayOrder"; paymentId: string; amount: number; at: string }
  /** The expiry sweep's, once the hold's time has come. */
  | { type: "ExpireOrder"; at: string }
  | { type: "CancelOrder"; actorId: string; at: string }
  /** The event was cancelled: an unpaid order goes, by the one who cancelled the event. */
  | { type: "CancelOrderForEvent"; cancelledBy: string; at: string }
  | RefundOrderCommand;

function existing(state: OrderState): OrderRecord {
  if (!state.order) throw new OrderNotFoundError();
  return state.order;
}

function paid(
  order: OrderRecord,
  paymentId: string | null,
  amount: number,
  reReserved: boolean,
  at: string,
): OrderEvent {
  return {
    type: "OrderPaid",
    version: 1,
    data: {
      orderId: order.orderId,
      eventId: order.eventId,
      organizationId: order.organizationId,
      buyerId: order.buyerId,
      paymentId,
      amount,
      currency: order.totals.currency,
      positions: order.positions,
      reReserved,
      paidAt: at,
    },
  };
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: initialOrderState,
  decide(command, state) {
    switch (command.type) {
      case "PlaceOrder": {
        if (state.order) throw new InvalidOrderStatusError(state.order.status, "placed again");
        if (command.event.status !== "published") throw new EventNotOnSaleError();
        const promo = command.promoCode === null ? null : checkPromoCode(command.promo, command.at);
        const priced = priceOrder({ ...command, promo });
        const placed: OrderEvent = {
          type: "OrderPlaced",
          version: 2,
          data: {
            orderId: command.orderId,
            eventId: command.event.eventId,
            organizationId: command.event.organizationId,
            buyerId: command.buyerId,
            ...priced,
            promoCode: promo?.code ?? null,
            donation: command.donation,
            expiresAt: command.holdUntil,
            placedAt: command.at,
          },
        };
        if (priced.totals.total > 0) return [placed];
        // Nothing to pay: the order completes at once and its tickets are issued.
        const order = evolveOrder(state, placed).order!;
        return [placed, paid(order, null, 0, false, command.at)];
      }
      case "PayOrder": {
        const order = existing(state);
        if (order.status === "paid") {
          if (order.paymentId === command.paymentId) return [];
          throw new InvalidOrderStatusError("paid", "paid twice");
        }
        if (order.status === "cancelled") throw new InvalidOrderStatusError("cancelled", "paid");
        if (command.amount !== order.totals.total) {
          throw new InvalidOrderError(
            `The payment of ${command.amount} does not match the order's total`,
            "amount",
          );
        }
        // A payment after the hold ran out needs its seats back: the projection re-reserves them or refuses.
        return [paid(order, command.paymentId, command.amount, order.status === "expired", command.at)];
      }
      case "ExpireOrder": {
        const order = existing(state);
        if (order.status !== "pending" || Date.parse(command.at) < Date.parse(order.expiresAt)) return [];
        return [
          {
            type: "OrderExpired",
            version: 1,
            data: { orderId: order.orderId, eventId: order.eventId, expiredAt: command.at },
          },
        ];
      }
      case "CancelOrder": {
        const order = existing(state);
        if (order.buyerId !== command.actorId) throw new OrderNotFoundError();
        if (order.status === "cancelled" || order.status === "expired") return [];
        if (order.status === "paid")
          throw new InvalidOrderStatusError("paid", "cancelled: ask the host for a refund");
        const data = {
          orderId: order.orderId,
          eventId: order.eventId,
          cancelledBy: command.actorId,
          cancelledAt: command.at,
        };
        return [{ type: "OrderCancelled", version: 1, data }];
      }
      case "CancelOrderForEvent": {
        const order = existing(state);
        if (order.status !== "pending") return [];
        const data = {
          orderId: order.orderId,
          eventId: order.eventId,
          cancelledBy: command.cancelledBy,
          cancelledAt: command.at,
        };
        return [{ type: "OrderCancelled", version: 1, data }];
      }
      case "RefundOrder":
        return decideRefund(existing(state), command);
    }
  },
  evolve: evolveOrder,
};

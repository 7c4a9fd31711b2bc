import {
  OrderCancelledV1,
  OrderExpiredV1,
  OrderPaidV1,
  OrderPlacedV2,
  OrderRefundedV1,
  type TOrderPosition,
} from "@mawid/contracts/ticketing";
import { type Fact, fact, type Projector, projector } from "../projection/projector.ts";

const positions = (orderId: string, eventId: string, list: readonly TOrderPosition[]): Fact[] =>
  list.map((p) =>
    fact("positions", {
      position_id: p.positionId,
      order_id: orderId,
      event_id: eventId,
      ticket_type_id: p.ticketTypeId,
      section: p.section,
      admits: p.admits,
    }),
  );

/**
 * Orders and their tickets (positions), each event filling its own columns of the order's row, and
 * refunds as rows of their own: a refund that arrives before its order still counts once it does.
 */
export const orderProjectors: Projector[] = [
  projector(OrderPlacedV2, (data) => [
    fact("orders", {
      order_id: data.orderId,
      event_id: data.eventId,
      organization_id: data.organizationId,
      placed_at: data.placedAt,
      currency: data.totals.currency,
      ticket_revenue: data.totals.tickets - data.totals.discount,
      discount: data.totals.discount,
      fees: data.totals.fees,
      fees_absorbed: data.totals.feesAbsorbed,
      add_ons: data.totals.addOns,
      donation: data.totals.donation,
      promo_code: data.promoCode,
      tickets: data.positions.length,
    }),
    ...positions(data.orderId, data.eventId, data.positions),
  ]),
  projector(OrderPaidV1, (data) => [
    fact("orders", {
      order_id: data.orderId,
      event_id: data.eventId,
      organization_id: data.organizationId,
      currency: data.currency,
      paid_at: data.paidAt,
      paid_amount: data.amount,
    }),
    ...positions(data.orderId, data.eventId, data.positions),
  ]),
  projector(OrderExpiredV1, (data) => [
    fact("orders", { order_id: data.orderId, event_id: data.eventId, expired_at: data.expiredAt }),
  ]),
  projector(OrderCancelledV1, (data) => [
    fact("orders", { order_id: data.orderId, event_id: data.eventId, cancelled_at: data.cancelledAt }),
  ]),
  projector(OrderRefundedV1, (data) => [
    fact("orders", { order_id: data.orderId, event_id: data.eventId, organization_id: data.organizationId }),
    ...data.positionIds.map((positionId) =>
      fact("positions", {
        position_id: positionId,
        order_id: data.orderId,
        event_id: data.eventId,
        refunded_at: data.refundedAt,
      }),
    ),
    fact("refunds", {
      refund_id: data.refundId,
      order_id: data.orderId,
      event_id: data.eventId,
      organization_id: data.organizationId,
      amount: data.amount,
      currency: data.currency,
      refunded_at: data.refundedAt,
    }),
  ]),
];

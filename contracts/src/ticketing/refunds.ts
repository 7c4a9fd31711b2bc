import { z } from "zod";
import { ZInstant } from "../events/event-model.ts";
import { defineEvent, defineStream, type StreamEvent } from "../platform/event-definitions.ts";
import { ZMinorUnits } from "./ticket-types.ts";

/**
 * `POST /api/v1/orders/{id}/refund`. A host (the organisation's owners and admins) refunds all of a paid
 * order (empty body), some of its attendees (positionIds, each at what it cost), or an amount; the buyer
 * refunds the whole order under the event's refund policy, before its deadline.
 */
export const ZRefundOrderRequest = z.object({
  /** The order's attendees (positionId) whose tickets are refunded and revoked. */
  positionIds: z.array(z.uuid()).min(1).max(100).optional(),
  /** Minor units to give back; by default what the refunded attendees cost, or all that is left. */
  amount: ZMinorUnits.min(1).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type TRefundOrderRequest = z.infer<typeof ZRefundOrderRequest>;

/** What buyers may do themselves: nothing, or refund in full until some hours before the event starts. */
export const ZRefundPolicy = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({
    kind: z.literal("full"),
    hoursBeforeStart: z
      .number()
      .int()
      .min(0)
      .max(24 * 365),
  }),
]);
export type TRefundPolicy = z.infer<typeof ZRefundPolicy>;

/** `GET|PUT /api/v1/events/{id}/refund-policy`; an event without one gives no self-service refunds. */
export const ZRefundPolicyView = z.object({
  eventId: z.uuid(),
  policy: ZRefundPolicy,
  /** Until when a buyer may refund; null when they may not. */
  deadline: ZInstant.nullable(),
});
export type TRefundPolicyView = z.infer<typeof ZRefundPolicyView>;

/** One stream per event (id `refund-policy:<eventId>`: the event's id alone is its ticket types' stream). */
export const TICKETING_REFUND_POLICY_STREAM = "ticketing.refund-policy";

export const refundPolicyStreamId = (eventId: string): string => `refund-policy:${eventId}`;

export const RefundPolicySetV1 = defineEvent(
  TICKETING_REFUND_POLICY_STREAM,
  "RefundPolicySet",
  1,
  z.object({
    eventId: z.uuid(),
    organizationId: z.uuid(),
    policy: ZRefundPolicy,
    setBy: z.uuid(),
    setAt: ZInstant,
  }),
);

export const TicketingRefundPolicyStream = defineStream(TICKETING_REFUND_POLICY_STREAM, [RefundPolicySetV1]);
export type TRefundPolicyEvent = StreamEvent<typeof TicketingRefundPolicyStream>;

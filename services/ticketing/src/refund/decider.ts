import type { TRefundPolicy, TRefundPolicyEvent } from "@mawid/contracts/ticketing";
import type { Decider } from "@mawid/eventstore";

export type RefundPolicyCommand = {
  type: "SetRefundPolicy";
  eventId: string;
  organizationId: string;
  policy: TRefundPolicy;
  actorId: string;
  at: string;
};

export interface RefundPolicyState {
  policy: TRefundPolicy | null;
}

const same = (a: TRefundPolicy, b: TRefundPolicy) => JSON.stringify(a) === JSON.stringify(b);

/** An event's refund policy; setting the one it has changes nothing. */
export const refundPolicyDecider: Decider<RefundPolicyCommand, TRefundPolicyEvent, RefundPolicyState> = {
  initialState: { policy: null },
  decide(command, state) {
    if (state.policy && same(state.policy, command.policy)) return [];
    return [
      {
        type: "RefundPolicySet",
        version: 1,
        data: {
          eventId: command.eventId,
          organizationId: command.organizationId,
          policy: command.policy,
          setBy: command.actorId,
          setAt: command.at,
        },
      },
    ];
  },
  evolve(_state, event) {
    return { policy: event.data.policy };
  },
};

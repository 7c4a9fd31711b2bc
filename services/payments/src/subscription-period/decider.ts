import type { TSubscriptionPeriodEvent, TSubscriptionPeriodPaid } from "@mawid/contracts/payments";
import type { Decider } from "@mawid/eventstore";

export type SubscriptionPeriodEvent = TSubscriptionPeriodEvent;

export type SubscriptionPeriodCommand = {
  type: "RecordPeriodPaid";
  period: Omit<TSubscriptionPeriodPaid, "paidAt">;
  at: string;
};

export interface SubscriptionPeriodState {
  paid: boolean;
}

/** One paid period of a subscription: recorded once, however often its news arrives. */
export const subscriptionPeriodDecider: Decider<
  SubscriptionPeriodCommand,
  SubscriptionPeriodEvent,
  SubscriptionPeriodState
> = {
  initialState: { paid: false },
  decide(command, state) {
    // A replayed invoice.paid, a second Pay; a period a coupon or trial paid moved no money.
    if (state.paid || command.period.amount <= 0) return [];
    return [{ type: "SubscriptionPeriodPaid", version: 1, data: { ...command.period, paidAt: command.at } }];
  },
  evolve() {
    return { paid: true };
  },
};

import type { TDonationEvent } from "@mawid/contracts/payments";
import type { Decider } from "@mawid/eventstore";

export type DonationEvent = TDonationEvent;
type Received = Extract<DonationEvent, { type: "DonationReceived" }>["data"];

export interface DonationState {
  donation: Received | null;
}

/** The payment carrying the gift succeeded. */
export type DonationCommand = { type: "ReceiveDonation"; donation: Received };

export const donationDecider: Decider<DonationCommand, DonationEvent, DonationState> = {
  initialState: { donation: null },
  decide(command, state) {
    // A gift is received once, whatever the payment's messages do.
    if (state.donation) return [];
    return [{ type: "DonationReceived", version: 1, data: command.donation }];
  },
  evolve(_state, event) {
    return { donation: event.data };
  },
};

import type { TConnectedAccountEvent } from "@mawid/contracts/payments";
import type { Decider } from "@mawid/eventstore";

export type ConnectedAccountEvent = TConnectedAccountEvent;

export interface ConnectedAccountState {
  account: {
    organizationId: string;
    accountId: string;
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    detailsSubmitted: boolean;
    /** When Stripe created the last account.updated applied; null before the first. */
    reportedAt: string | null;
  } | null;
}

export type ConnectedAccountCommand =
  /** Stripe created the organisation's Express account (asked with one idempotency key per organisation). */
  | { type: "RecordAccount"; organizationId: string; accountId: string; by: string; at: string }
  /** Stripe's account.updated: what the account may do now, as of `reportedAt`. */
  | {
      type: "SyncAccount";
      accountId: string;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
      detailsSubmitted: boolean;
      reportedAt: string;
    };

/** An organisation's Stripe Express account: created once, then as Stripe reports it. */
export const connectedAccountDecider: Decider<
  ConnectedAccountCommand,
  ConnectedAccountEvent,
  ConnectedAccountState
> = {
  initialState: { account: null },
  decide(command, state) {
    switch (command.type) {
      case "RecordAccount":
        // Two owners clicking at once: Stripe answered both with the same account, recorded once.
        if (state.account) return [];
        return [
          {
            type: "ConnectedAccountCreated",
            version: 1,
            data: {
              organizationId: command.organizationId,
              accountId: command.accountId,
              createdBy: command.by,
              createdAt: command.at,
            },
          },
        ];
      case "SyncAccount": {
        const account = state.account;
        if (!account || account.accountId !== command.accountId) return [];
        // Stripe does not promise order: an older report arriving late changes nothing. The first
        // report is recorded even when it repeats the defaults, so a stale one cannot follow it.
        if (account.reportedAt && Date.parse(account.reportedAt) > Date.parse(command.reportedAt)) return [];
        const same =
          account.chargesEnabled === command.chargesEnabled &&
          account.payoutsEnabled === command.payoutsEnabled &&
          account.detailsSubmitted === command.detailsSubmitted;
        if (same && account.reportedAt) return [];
        return [
          {
            type: "ConnectedAccountUpdated",
            version: 1,
            data: {
              organizationId: account.organizationId,
              accountId: command.accountId,
              chargesEnabled: command.chargesEnabled,
              payoutsEnabled: command.payoutsEnabled,
              detailsSubmitted: command.detailsSubmitted,
              reportedAt: command.reportedAt,
            },
          },
        ];
      }
    }
  },
  evolve(_state, event) {
    switch (event.type) {
      case "ConnectedAccountCreated":
        return {
          account: {
            organizationId: event.data.organizationId,
            accountId: event.data.accountId,
            chargesEnabled: false,
            payoutsEnabled: false,
            detailsSubmitted: false,
            reportedAt: null,
          },
        };
      case "ConnectedAccountUpdated":
        return {
          account: {
            organizationId: event.data.organizationId,
            accountId: event.data.accountId,
            chargesEnabled: event.data.chargesEnabled,
            payoutsEnabled: event.data.payoutsEnabled,
            detailsSubmitted: event.data.detailsSubmitted,
            reportedAt: event.data.reportedAt,
          },
        };
    }
  },
};

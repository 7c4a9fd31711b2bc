import type { TPaidTier, TPaymentProvider, TSubscriptionEvent } from "@mawid/contracts/payments";
import type { Decider } from "@mawid/eventstore";
import { SubscriptionActiveError, SubscriptionNotActiveError, SubscriptionNotFoundError } from "./errors.ts";

export type SubscriptionEvent = TSubscriptionEvent;

/** A second click within this time answers the checkout the first one opened, instead of a new one. */
export const REUSE_CHECKOUT_MS = 60 * 60_000;

export type SubscriptionCommand =
  | {
      type: "StartSubscription";
      subscriptionId: string;
      organizationId: string;
      tier: TPaidTier;
      amount: number;
      currency: string;
      provider: TPaymentProvider;
      startedBy: string;
      providerRef: string | null;
      url: string;
      at: string;
    }
  | {
      type: "ActivateSubscription";
      subscriptionId: string;
      providerRef: string | null;
      currentPeriodEnd: string | null;
      at: string;
    }
  /** The provider will end it when the paid period runs out. */
  | { type: "ScheduleCancellation"; subscriptionId: string; cancelsAt: string | null; at: string }
  | { type: "CancelSubscription"; subscriptionId: string; reason: string; at: string };

export interface SubscriptionRecord {
  subscriptionId: string;
  tier: TPaidTier;
  status: "pending" | "active" | "cancelled";
  url: string;
  startedAt: string;
  cancelScheduled: boolean;
}

/** One organisation's subscriptions: the latest, and every one it ever started (a paid old checkout still counts). */
export interface SubscriptionState {
  organizationId: string | null;
  current: SubscriptionRecord | null;
  all: Record<string, SubscriptionRecord>;
}

const initialState: SubscriptionState = { organizationId: null, current: null, all: {} };

/** The open checkout a new click for `tier` should answer, if there is one young enough. */
export function reusableCheckout(
  state: SubscriptionState,
  tier: TPaidTier,
  at: string,
): SubscriptionRecord | null {
  const open = state.current;
  if (open?.status !== "pending" || open.tier !== tier) return null;
  return Date.parse(at) - Date.parse(open.startedAt) < REUSE_CHECKOUT_MS ? open : null;
}

/** The subscription whose tier applies now, if any. */
export function activeSubscription(state: SubscriptionState): SubscriptionRecord | null {
  return Object.values(state.all).find((s) => s.status === "active") ?? null;
}

function known(state: SubscriptionState, subscriptionId: string): SubscriptionRecord {
  const record = state.all[subscriptionId];
  if (!record || !state.organizationId) throw new SubscriptionNotFoundError();
  return record;
}

function withRecord(state: SubscriptionState, record: SubscriptionRecord): SubscriptionState {
  const all = { ...state.all, [record.subscriptionId]: record };
  const current = state.current?.subscriptionId === record.subscriptionId ? record : state.current;
  return { ...state, all, current };
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case "StartSubscription": {
        const active = activeSubscription(state);
        if (active) throw new SubscriptionActiveError(active.tier);
        if (reusableCheckout(state, command.tier, command.at)) return [];
        const { type: _type, at, ...facts } = command;
        return [{ type: "SubscriptionStarted", version: 1, data: { ...facts, startedAt: at } }];
      }
      case "ActivateSubscription": {
        const record = known(state, command.subscriptionId);
        // Paid twice, paid after it ended, or paid beside another active one: nothing changes here.
        if (record.status !== "pending" || activeSubscription(state)) return [];
        return [
          {
            type: "SubscriptionActivated",
            version: 1,
            data: {
              subscriptionId: record.subscriptionId,
              organizationId: state.organizationId!,
              tier: record.tier,
              providerRef: command.providerRef,
              currentPeriodEnd: command.currentPeriodEnd,
              activatedAt: command.at,
            },
          },
        ];
      }
      case "ScheduleCancellation": {
        const record = known(state, command.subscriptionId);
        if (record.status !== "active") throw new SubscriptionNotActiveError();
        if (record.cancelScheduled) return [];
        return [
          {
            type: "SubscriptionCancellationScheduled",
            version: 1,
            data: {
              subscriptionId: record.subscriptionId,
              organizationId: state.organizationId!,
              cancelsAt: command.cancelsAt,
              scheduledAt: command.at,
            },
          },
        ];
      }
      case "CancelSubscription": {
        const record = known(state, command.subscriptionId);
        if (record.status === "cancelled") return [];
        return [
          {
            type: "SubscriptionCancelled",
            version: 1,
            data: {
              subscriptionId: record.subscriptionId,
              organizationId: state.organizationId!,
              tier: record.tier,
              wasActive: record.status === "active",
              reason: command.reason,
              cancelledAt: command.at,
            },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "SubscriptionStarted": {
        const { subscriptionId, organizationId, tier, url, startedAt } = event.data;
        const record: SubscriptionRecord = {
          subscriptionId,
          tier,
          status: "pending",
          url,
          startedAt,
          cancelScheduled: false,
        };
        return { organizationId, current: record, all: { ...state.all, [subscriptionId]: record } };
      }
      case "SubscriptionActivated": {
        const record = state.all[event.data.subscriptionId];
        return record ? withRecord(state, { ...record, status: "active" }) : state;
      }
      case "SubscriptionCancellationScheduled": {
        const record = state.all[event.data.subscriptionId];
        return record ? withRecord(state, { ...record, cancelScheduled: true }) : state;
      }
      case "SubscriptionCancelled": {
        const record = state.all[event.data.subscriptionId];
        return record ? withRecord(state, { ...record, status: "cancelled" }) : state;
      }
    }
  },
};

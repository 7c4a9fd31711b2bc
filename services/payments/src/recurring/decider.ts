import {
  RECURRING_CHARGE_ATTEMPTS,
  type TRecurringGiftEvent,
  type TRecurringGiftStarted,
} from "@mawid/contracts/payments";
import type { Decider } from "@mawid/eventstore";
import { RecurringGiftNotFoundError } from "../errors.ts";

export type RecurringGiftEvent = TRecurringGiftEvent;

/** Hours after a refused charge before it is tried again: the next day, then three days later. */
const RETRY_AFTER_HOURS = [24, 72];
const HOUR_MS = 3_600_000;

export interface ChargeState {
  paymentId: string;
  attempt: number;
  outcome: "pending" | "failed" | "abandoned" | "succeeded";
  /** While pending: the claim's lease; once failed: when it may be tried again. */
  notBefore: string | null;
}

export interface RecurringGiftState {
  gift: TRecurringGiftStarted | null;
  cancelled: boolean;
  charges: Record<string, ChargeState>;
}

export type RecurringGiftCommand =
  | { type: "StartRecurringGift"; gift: TRecurringGiftStarted }
  /** The scheduler claims a due date's charge, or resumes or retries it. */
  | {
      type: "AttemptCharge";
      date: string;
      paymentId: string;
      donationId: string;
      at: string;
      leaseUntil: string;
    }
  | { type: "RecordChargeSucceeded"; date: string; at: string }
  | { type: "RecordChargeFailed"; date: string; reason: string; authenticationRequired?: boolean; at: string }
  | { type: "CancelRecurringGift"; by: string; at: string };

function existing(state: RecurringGiftState): TRecurringGiftStarted {
  if (!state.gift) throw new RecurringGiftNotFoundError();
  return state.gift;
}

/** The attempt a claim makes now, or null when the date is not to be charged now. */
function nextAttempt(charge: ChargeState | undefined, at: string): number | null {
  if (!charge) return 1;
  if (charge.outcome === "succeeded" || charge.outcome === "abandoned") return null;
  if (charge.notBefore && at < charge.notBefore) return null;
  // A claimer that stopped before the provider answered: the same attempt, so the same idempotency key.
  if (charge.outcome === "pending") return charge.attempt;
  return charge.attempt + 1;
}

export const recurringGiftDecider: Decider<RecurringGiftCommand, RecurringGiftEvent, RecurringGiftState> = {
  initialState: { gift: null, cancelled: false, charges: {} },
  decide(command, state) {
    switch (command.type) {
      case "StartRecurringGift":
        if (state.gift) return [];
        return [{ type: "RecurringGiftStarted", version: 1, data: command.gift }];
      case "AttemptCharge": {
        const gift = existing(state);
        if (state.cancelled || !gift.dates.includes(command.date)) return [];
        const attempt = nextAttempt(state.charges[command.date], command.at);
        if (attempt === null) return [];
        return [
          {
            type: "RecurringChargeAttempted",
            version: 1,
            data: {
              recurringGiftId: gift.recurringGiftId,
              date: command.date,
              paymentId: command.paymentId,
              donationId: command.donationId,
              attempt,
              leaseUntil: command.leaseUntil,
              attemptedAt: command.at,
            },
          },
        ];
      }
      case "RecordChargeSucceeded": {
        const gift = existing(state);
        const charge = state.charges[command.date];
        // Money that arrived is recorded even when the gift was cancelled while it was being charged.
        if (!charge || charge.outcome === "succeeded") return [];
        return [
          {
            type: "RecurringChargeSucceeded",
            version: 1,
            data: {
              recurringGiftId: gift.recurringGiftId,
              date: command.date,
              paymentId: charge.paymentId,
              succeededAt: command.at,
            },
          },
        ];
      }
      case "RecordChargeFailed": {
        const gift = existing(state);
        const charge = state.charges[command.date];
        if (charge?.outcome !== "pending") return [];
        const delay = RETRY_AFTER_HOURS[charge.attempt - 1];
        // A charge the bank wants authenticated is given up at once: an off-session retry would be
        // refused the same way, and the donor, asked to give that date by hand, must not pay it twice.
        const retryAt =
          !command.authenticationRequired && charge.attempt < RECURRING_CHARGE_ATTEMPTS && delay !== undefined
            ? new Date(Date.parse(command.at) + delay * HOUR_MS).toISOString()
            : null;
        return [
          {
            type: "RecurringChargeFailed",
            version: 1,
            data: {
              recurringGiftId: gift.recurringGiftId,
              date: command.date,
              paymentId: charge.paymentId,
              attempt: charge.attempt,
              reason: command.reason,
              ...(command.authenticationRequired && { authenticationRequired: true as const }),
              retryAt,
              failedAt: command.at,
            },
          },
        ];
      }
      case "CancelRecurringGift": {
        const gift = existing(state);
        // Someone else's gift is as unknown to the caller as one that does not exist.
        if (gift.donorId !== command.by) throw new RecurringGiftNotFoundError();
        if (state.cancelled) return [];
        return [
          {
            type: "RecurringGiftCancelled",
            version: 1,
            data: { recurringGiftId: gift.recurringGiftId, cancelledBy: command.by, cancelledAt: command.at },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "RecurringGiftStarted":
        return { ...state, gift: event.data };
      case "RecurringChargeAttempted": {
        const { date, paymentId, attempt, leaseUntil } = event.data;
        return {
          ...state,
          charges: {
            ...state.charges,
            [date]: { paymentId, attempt, outcome: "pending", notBefore: leaseUntil },
          },
        };
      }
      case "RecurringChargeSucceeded": {
        const charge = state.charges[event.data.date]!;
        return {
          ...state,
          charges: {
            ...state.charges,
            [event.data.date]: { ...charge, outcome: "succeeded", notBefore: null },
          },
        };
      }
      case "RecurringChargeFailed": {
        const charge = state.charges[event.data.date]!;
        const outcome = event.data.retryAt ? "failed" : "abandoned";
        return {
          ...state,
          charges: {
            ...state.charges,
            [event.data.date]: { ...charge, outcome, notBefore: event.data.retryAt },
          },
        };
      }
      case "RecurringGiftCancelled":
        return { ...state, cancelled: true };
    }
  },
};

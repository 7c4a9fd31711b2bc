import type {
  TOfflinePayment,
  TPaymentEvent,
  TPaymentSource,
  TPaymentStatus,
} from "@mawid/contracts/payments";
import type { Decider } from "@mawid/eventstore";
import {
  PaymentNotFoundError,
  PaymentNotRefundableError,
  RefundExceedsPaymentError,
  RefundNotRecordedError,
} from "../errors.ts";

export type PaymentEvent = TPaymentEvent;
type Started = Extract<PaymentEvent, { type: "PaymentStarted" }>["data"];

export interface PaymentRecord extends Omit<Started, "startedAt" | "provider" | "url"> {
  provider: TPaymentSource;
  /** Null for a payment a host marked paid. */
  url: string | null;
  offline: TOfflinePayment | null;
  status: TPaymentStatus;
  /** Given back so far; the payment is "refunded" once this is its whole amount. */
  refunded: number;
  /** Stripe Connect: the organisation's account Stripe pays all but the application fee to. */
  transfer?: PaymentTransfer | null;
  /** Stripe's ids of the refunds that failed after they were recorded. */
  failedRefunds?: readonly string[];
}

export interface PaymentTransfer {
  accountId: string;
  applicationFee: number;
}

export interface PaymentState {
  payment: PaymentRecord | null;
}

export type PaymentCommand =
  /** With `transfer`, a Stripe Connect destination charge to the organisation's account. */
  | { type: "StartPayment"; payment: Started; transfer?: PaymentTransfer | null }
  /** A host took the order's money in cash or by bank transfer: paid at once, with no checkout. */
  | {
      type: "RecordOfflinePayment";
      payment: Omit<Started, "provider" | "providerRef" | "url" | "startedAt">;
      offline: TOfflinePayment;
      at: string;
    }
  /** The provider took the money (the test page's Pay, or Stripe's checkout.session.completed). */
  | { type: "CompletePayment"; providerRef: string | null; at: string }
  | { type: "FailPayment"; reason: string; at: string }
  | { type: "RefundPayment"; amount: number; reason: string; at: string }
  /** Stripe says how much of the charge it has refunded in all (charge.refunded's amount_refunded). */
  | { type: "SyncRefundedTotal"; refundedTotal: number; reason: string; at: string }
  /** Stripe's refund.updated: a refund recorded before failed or was cancelled, its money never left. */
  | { type: "FailRefund"; refundId: string; amount: number; reason: string; at: string };

function existing(state: PaymentState): PaymentRecord {
  if (!state.payment) throw new PaymentNotFoundError();
  return state.payment;
}

function refund(payment: PaymentRecord, amount: number, reason: string, at: string): PaymentEvent[] {
  if (payment.status !== "succeeded") throw new PaymentNotRefundableError(payment.status);
  const left = payment.amount - payment.refunded;
  if (amount > left) throw new RefundExceedsPaymentError(left);
  const refundedTotal = payment.refunded + amount;
  const full = refundedTotal === payment.amount;
  const refunded: PaymentEvent = {
    type: "PaymentRefunded",
    version: 1,
    data: {
      paymentId: payment.paymentId,
      organizationId: payment.organizationId,
      orderId: payment.orderId,
      donationId: payment.donation?.donationId ?? null,
      amount,
      refundedTotal,
      currency: payment.currency,
      full,
      reason,
      refundedAt: at,
    },
  };
  if (!payment.transfer) return [refunded];
  // A destination charge: the refund takes the organisation's share back from its account (the platform
  // asks with reverse_transfer), so the organisation is not left owing it. Stripe reverses the transfer
  // (the whole charge, the fee taken back from it) in proportion to the refund, and gives the fee back
  // only when the whole charge is refunded at once; a partial refund keeps it.
  const applicationFeeRefunded = full && payment.refunded === 0 ? payment.transfer.applicationFee : 0;
  return [
    refunded,
    {
      type: "PaymentTransferReversed",
      version: 1,
      data: {
        paymentId: payment.paymentId,
        organizationId: payment.organizationId,
        orderId: payment.orderId,
        accountId: payment.transfer.accountId,
        reversed: amount,
        applicationFeeRefunded,
        refundedTotal,
        full,
        currency: payment.currency,
        reversedAt: at,
      },
    },
  ];
}

export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: { payment: null },
  decide(command, state) {
    switch (command.type) {
      case "StartPayment":
        if (state.payment) return [];
        return [
          { type: "PaymentStarted", version: 1, data: command.payment },
          ...(command.transfer
            ? [
                {
                  type: "PaymentDestinationChosen" as const,
                  version: 1 as const,
                  data: { paymentId: command.payment.paymentId, ...command.transfer },
                },
              ]
            : []),
        ];
      case "RecordOfflinePayment":
        // Marked twice (a double click, a retry): one payment.
        if (state.payment) return [];
        return [
          {
            type: "PaymentSucceeded",
            version: 2,
            data: {
              ...command.payment,
              provider: "offline",
              providerRef: null,
              offline: command.offline,
              succeededAt: command.at,
            },
          },
        ];
      case "CompletePayment": {
        const payment = existing(state);
        // Paid once: a second click, or a replayed webhook, charges nothing more.
        if (payment.status === "succeeded" || payment.status === "refunded") return [];
        // A declined card may be retried on the same checkout; money that arrived is recorded.
        const {
          status: _status,
          refunded: _refunded,
          url: _url,
          transfer,
          failedRefunds: _failedRefunds,
          ...facts
        } = payment;
        const succeeded: PaymentEvent = {
          type: "PaymentSucceeded",
          version: 2,
          data: {
            ...facts,
            providerRef: command.providerRef ?? payment.providerRef,
            succeededAt: command.at,
          },
        };
        if (!transfer) return [succeeded];
        // A destination charge: with the money in, Stripe pays the organisation its share at once.
        return [
          succeeded,
          {
            type: "PaymentTransferred",
            version: 1,
            data: {
              paymentId: payment.paymentId,
              organizationId: payment.organizationId,
              accountId: transfer.accountId,
              amount: payment.amount - transfer.applicationFee,
              applicationFee: transfer.applicationFee,
              currency: payment.currency,
              transferredAt: command.at,
            },
          },
        ];
      }
      case "FailPayment": {
        const payment = existing(state);
        if (payment.status !== "started") return [];
        return [
          {
            type: "PaymentFailed",
            version: 1,
            data: {
              paymentId: payment.paymentId,
              orderId: payment.orderId,
              reason: command.reason,
              failedAt: command.at,
            },
          },
        ];
      }
      case "RefundPayment":
        return refund(existing(state), command.amount, command.reason, command.at);
      case "SyncRefundedTotal": {
        const payment = existing(state);
        const amount = command.refundedTotal - payment.refunded;
        // A replayed or older charge.refunded: this much is given back already.
        if (amount <= 0) return [];
        return refund(payment, amount, command.reason, command.at);
      }
      case "FailRefund": {
        const payment = existing(state);
        if (payment.failedRefunds?.includes(command.refundId)) return [];
        // Its charge.refunded has not been recorded yet: refused, so Stripe delivers it again later.
        if (command.amount > payment.refunded) throw new RefundNotRecordedError();
        return [
          {
            type: "PaymentRefundFailed",
            version: 1,
            data: {
              paymentId: payment.paymentId,
              organizationId: payment.organizationId,
              orderId: payment.orderId,
              refundId: command.refundId,
              amount: command.amount,
              refundedTotal: payment.refunded - command.amount,
              currency: payment.currency,
              reason: command.reason,
              failedAt: command.at,
            },
          },
        ];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case "PaymentStarted": {
        const { startedAt: _at, ...facts } = event.data;
        return { payment: { ...facts, offline: null, status: "started", refunded: 0 } };
      }
      case "PaymentSucceeded": {
        const { succeededAt: _at, ...facts } = event.data;
        // An offline payment begins here; a provider's was started before and keeps its url.
        return {
          payment: { url: null, ...state.payment, ...facts, status: "succeeded", refunded: 0 },
        };
      }
      case "PaymentFailed":
        return { payment: { ...state.payment!, status: "failed" } };
      case "PaymentRefunded":
        return {
          payment: {
            ...state.payment!,
            refunded: event.data.refundedTotal,
            status: event.data.full ? "refunded" : "succeeded",
          },
        };
      case "PaymentDestinationChosen":
        return {
          payment: {
            ...state.payment!,
            transfer: { accountId: event.data.accountId, applicationFee: event.data.applicationFee },
          },
        };
      case "PaymentTransferred":
      case "PaymentTransferReversed":
        return state;
      case "PaymentRefundFailed":
        return {
          payment: {
            ...state.payment!,
            refunded: event.data.refundedTotal,
            status: "succeeded",
            failedRefunds: [...(state.payment!.failedRefunds ?? []), event.data.refundId],
          },
        };
    }
  },
};

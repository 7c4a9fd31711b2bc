import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { PaymentNotRefundableError, RefundExceedsPaymentError, RefundNotRecordedError } from "../errors.ts";
import { type PaymentEvent, paymentDecider } from "./decider.ts";

const at = "2026-11-24T10:00:00.000Z";
const later = "2026-11-24T10:05:00.000Z";
const facts = {
  paymentId: "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  organizationId: "11111111-1111-4111-8111-111111111111",
  payerId: "22222222-2222-4222-8222-222222222222",
  orderId: "33333333-3333-4333-8333-333333333333",
  donation: null,
  amount: 5326,
  currency: "USD",
  breakdown: { tickets: 5000, fees: 326, feesAbsorbed: 0 },
  provider: "test" as const,
};
const started: PaymentEvent = {
  type: "PaymentStarted",
  version: 1,
  data: { ...facts, providerRef: null, url: `/checkout/test/${facts.paymentId}`, startedAt: at },
};
const succeeded: PaymentEvent = {
  type: "PaymentSucceeded",
  version: 2,
  data: { ...facts, providerRef: null, offline: null, succeededAt: later },
};
const refunded = (amount: number, refundedTotal: number): PaymentEvent => ({
  type: "PaymentRefunded",
  version: 1,
  data: {
    paymentId: facts.paymentId,
    organizationId: facts.organizationId,
    orderId: facts.orderId,
    donationId: null,
    amount,
    refundedTotal,
    currency: "USD",
    full: refundedTotal === facts.amount,
    reason: "Asked for",
    refundedAt: later,
  },
});

describe("payment decider", () => {
  it("records the money once: a second Pay charges nothing more", () => {
    given(paymentDecider, [started])
      .when({ type: "CompletePayment", providerRef: null, at: later })
      .then([succeeded]);
    given(paymentDecider, [started, succeeded])
      .when({ type: "CompletePayment", providerRef: null, at: later })
      .then([]);
  });

  it("fails an open payment, and a late failure after success changes nothing", () => {
    given(paymentDecider, [started])
      .when({ type: "FailPayment", reason: "Declined", at: later })
      .then([
        {
          type: "PaymentFailed",
          version: 1,
          data: { paymentId: facts.paymentId, orderId: facts.orderId, reason: "Declined", failedAt: later },
        },
      ]);
    given(paymentDecider, [started, succeeded])
      .when({ type: "FailPayment", reason: "Expired", at: later })
      .then([]);
  });

  it("records money that arrives after a decline (a card retried on the same checkout)", () => {
    const failed: PaymentEvent = {
      type: "PaymentFailed",
      version: 1,
      data: { paymentId: facts.paymentId, orderId: facts.orderId, reason: "Declined", failedAt: at },
    };
    given(paymentDecider, [started, failed])
      .when({ type: "CompletePayment", providerRef: null, at: later })
      .then([succeeded]);
  });

  it("refunds part, then the rest, and never more than was paid", () => {
    given(paymentDecider, [started, succeeded])
      .when({ type: "RefundPayment", amount: 1000, reason: "Asked for", at: later })
      .then([refunded(1000, 1000)]);
    given(paymentDecider, [started, succeeded, refunded(1000, 1000)])
      .when({ type: "RefundPayment", amount: 4326, reason: "Asked for", at: later })
      .then([refunded(4326, 5326)]);
    given(paymentDecider, [started, succeeded, refunded(1000, 1000)])
      .when({ type: "RefundPayment", amount: 4327, reason: "Asked for", at: later })
      .thenThrows(RefundExceedsPaymentError, "REFUND_EXCEEDS_PAYMENT");
  });

  it("refuses to refund a payment that never took money", () => {
    given(paymentDecider, [started])
      .when({ type: "RefundPayment", amount: 1, reason: "Asked for", at: later })
      .thenThrows(PaymentNotRefundableError, "PAYMENT_NOT_REFUNDABLE");
  });

  it("follows Stripe's refunded total: a replayed or older one changes nothing", () => {
    given(paymentDecider, [started, succeeded, refunded(1000, 1000)])
      .when({ type: "SyncRefundedTotal", refundedTotal: 1000, reason: "Asked for", at: later })
      .then([]);
    given(paymentDecider, [started, succeeded, refunded(1000, 1000)])
      .when({ type: "SyncRefundedTotal", refundedTotal: 5326, reason: "Asked for", at: later })
      .then([refunded(4326, 5326)]);
  });
});

describe("payment decider: Stripe Connect and failed refunds", () => {
  const transfer = { accountId: "acct_org", applicationFee: 326 };
  const chosen: PaymentEvent = {
    type: "PaymentDestinationChosen",
    version: 1,
    data: { paymentId: facts.paymentId, ...transfer },
  };

  it("opens a destination charge, and with the money in records what Stripe paid the organisation", () => {
    given(paymentDecider, [])
      .when({ type: "StartPayment", payment: started.data as never, transfer })
      .then([started, chosen]);
    given(paymentDecider, [started, chosen])
      .when({ type: "CompletePayment", providerRef: null, at: later })
      .then([
        succeeded,
        {
          type: "PaymentTransferred",
          version: 1,
          data: {
            paymentId: facts.paymentId,
            organizationId: facts.organizationId,
            accountId: "acct_org",
            amount: 5000,
            applicationFee: 326,
            currency: "USD",
            transferredAt: later,
          },
        },
      ]);
  });

  it("takes a refund's share back from the organisation's account: the fee only with the whole charge at once", () => {
    const transferred: PaymentEvent = {
      type: "PaymentTransferred",
      version: 1,
      data: {
        paymentId: facts.paymentId,
        organizationId: facts.organizationId,
        accountId: "acct_org",
        amount: 5000,
        applicationFee: 326,
        currency: "USD",
        transferredAt: later,
      },
    };
    const reversed = (amount: number, refundedTotal: number, feeRefunded: number): PaymentEvent => ({
      type: "PaymentTransferReversed",
      version: 1,
      data: {
        paymentId: facts.paymentId,
        organizationId: facts.organizationId,
        orderId: facts.orderId,
        accountId: "acct_org",
        reversed: amount,
        applicationFeeRefunded: feeRefunded,
        refundedTotal,
        full: refundedTotal === facts.amount,
        currency: "USD",
        reversedAt: later,
      },
    });
    const history = [started, chosen, succeeded, transferred];
    given(paymentDecider, history)
      .when({ type: "RefundPayment", amount: 5326, reason: "Asked for", at: later })
      .then([refunded(5326, 5326), reversed(5326, 5326, 326)]);
    given(paymentDecider, history)
      .when({ type: "RefundPayment", amount: 1000, reason: "Asked for", at: later })
      .then([refunded(1000, 1000), reversed(1000, 1000, 0)]);
    // The rest after a partial refund is not Stripe's "full charge refund": the fee stays with it.
    given(paymentDecider, [...history, refunded(1000, 1000), reversed(1000, 1000, 0)])
      .when({ type: "SyncRefundedTotal", refundedTotal: 5326, reason: "Asked for", at: later })
      .then([refunded(4326, 5326), reversed(4326, 5326, 0)]);
    // A payment the platform collected whole has no transfer to reverse.
    given(paymentDecider, [started, succeeded])
      .when({ type: "RefundPayment", amount: 1000, reason: "Asked for", at: later })
      .then([refunded(1000, 1000)]);
  });

  it("gives a failed refund's money back once, and refuses one not recorded yet", () => {
    const fail = {
      type: "FailRefund" as const,
      refundId: "re_1",
      amount: 1000,
      reason: "The refund failed",
      at: later,
    };
    const refundFailed: PaymentEvent = {
      type: "PaymentRefundFailed",
      version: 1,
      data: {
        paymentId: facts.paymentId,
        organizationId: facts.organizationId,
        orderId: facts.orderId,
        refundId: "re_1",
        amount: 1000,
        refundedTotal: 0,
        currency: "USD",
        reason: "The refund failed",
        failedAt: later,
      },
    };
    given(paymentDecider, [started, succeeded, refunded(1000, 1000)])
      .when(fail)
      .then([refundFailed]);
    given(paymentDecider, [started, succeeded, refunded(1000, 1000), refundFailed])
      .when(fail)
      .then([]);
    given(paymentDecider, [started, succeeded])
      .when(fail)
      .thenThrows(RefundNotRecordedError, "REFUND_NOT_RECORDED");
  });
});

import { randomUUID } from "node:crypto";
import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { RecurringGiftNotFoundError } from "../errors.ts";
import { type RecurringGiftEvent, recurringGiftDecider } from "./decider.ts";

const giftId = randomUUID();
const donorId = randomUUID();
const paymentId = randomUUID();
const donationId = randomUUID();
const DAY = "2027-02-27";
const AT = "2027-02-27T00:00:05.000Z";
const LEASE = "2027-02-27T00:10:05.000Z";

const started: RecurringGiftEvent = {
  type: "RecurringGiftStarted",
  version: 1,
  data: {
    recurringGiftId: giftId,
    firstPaymentId: randomUUID(),
    organizationId: randomUUID(),
    donorId,
    amount: 1000,
    currency: "GBP",
    fund: "sadaqah",
    recurring: "last-ten-nights",
    anonymous: true,
    message: null,
    giftAid: null,
    provider: "stripe",
    dates: [DAY, "2027-02-28"],
    startedAt: "2027-02-26T20:00:00.000Z",
  },
};

const attempted = (attempt: number, at = AT, leaseUntil = LEASE): RecurringGiftEvent => ({
  type: "RecurringChargeAttempted",
  version: 1,
  data: { recurringGiftId: giftId, date: DAY, paymentId, donationId, attempt, leaseUntil, attemptedAt: at },
});

const failed = (
  attempt: number,
  retryAt: string | null,
  refusal: { reason: string; authenticationRequired?: true } = { reason: "Your card was declined." },
): RecurringGiftEvent => ({
  type: "RecurringChargeFailed",
  version: 1,
  data: { recurringGiftId: giftId, date: DAY, paymentId, attempt, ...refusal, retryAt, failedAt: AT },
});

const attempt = (at = AT, leaseUntil = LEASE) =>
  ({ type: "AttemptCharge", date: DAY, paymentId, donationId, at, leaseUntil }) as const;

describe("recurring gift decider", () => {
  it("claims a due date once: its first attempt", () => {
    given(recurringGiftDecider, [started])
      .when(attempt())
      .then([attempted(1)]);
  });

  it("claims nothing while another claimer holds the lease", () => {
    given(recurringGiftDecider, [started, attempted(1)])
      .when(attempt("2027-02-27T00:01:00.000Z"))
      .then([]);
  });

  it("resumes a claim whose lease ran out with the same attempt, so the provider sees the same key", () => {
    const later = "2027-02-27T00:20:00.000Z";
    given(recurringGiftDecider, [started, attempted(1)])
      .when(attempt(later, "2027-02-27T00:30:00.000Z"))
      .then([attempted(1, later, "2027-02-27T00:30:00.000Z")]);
  });

  it("charges nothing more for a date that was paid", () => {
    given(recurringGiftDecider, [
      started,
      attempted(1),
      {
        type: "RecurringChargeSucceeded",
        version: 1,
        data: { recurringGiftId: giftId, date: DAY, paymentId, succeededAt: AT },
      },
    ])
      .when(attempt("2027-03-27T00:00:00.000Z"))
      .then([]);
  });

  it("retries a refused charge the next day, then three days later, then gives it up", () => {
    given(recurringGiftDecider, [started, attempted(1)])
      .when({ type: "RecordChargeFailed", date: DAY, reason: "Your card was declined.", at: AT })
      .then([failed(1, "2027-02-28T00:00:05.000Z")]);
    given(recurringGiftDecider, [started, attempted(1), failed(1, "2027-02-28T00:00:05.000Z")])
      .when(attempt("2027-02-27T12:00:00.000Z"))
      .then([]);
    const retry = "2027-02-28T00:00:06.000Z";
    given(recurringGiftDecider, [started, attempted(1), failed(1, "2027-02-28T00:00:05.000Z")])
      .when(attempt(retry, LEASE))
      .then([attempted(2, retry)]);
    given(recurringGiftDecider, [
      started,
      attempted(1),
      failed(1, AT),
      attempted(2),
      failed(2, AT),
      attempted(3),
    ])
      .when({ type: "RecordChargeFailed", date: DAY, reason: "Your card was declined.", at: AT })
      .then([failed(3, null)]);
    given(recurringGiftDecider, [
      started,
      attempted(1),
      failed(1, AT),
      attempted(2),
      failed(2, AT),
      attempted(3),
      failed(3, null),
    ])
      .when(attempt("2027-04-01T00:00:00.000Z"))
      .then([]);
  });

  it("gives up at once a charge the bank wants authenticated: only the donor, present, can pay it", () => {
    given(recurringGiftDecider, [started, attempted(1)])
      .when({
        type: "RecordChargeFailed",
        date: DAY,
        reason: "This transaction requires authentication.",
        authenticationRequired: true,
        at: AT,
      })
      .then([
        failed(1, null, {
          reason: "This transaction requires authentication.",
          authenticationRequired: true,
        }),
      ]);
  });

  it("charges no date after the donor cancels, and only the donor may cancel", () => {
    const cancelled: RecurringGiftEvent = {
      type: "RecurringGiftCancelled",
      version: 1,
      data: { recurringGiftId: giftId, cancelledBy: donorId, cancelledAt: AT },
    };
    given(recurringGiftDecider, [started])
      .when({ type: "CancelRecurringGift", by: donorId, at: AT })
      .then([cancelled]);
    given(recurringGiftDecider, [started, cancelled])
      .when({ type: "CancelRecurringGift", by: donorId, at: AT })
      .then([]);
    given(recurringGiftDecider, [started, cancelled]).when(attempt()).then([]);
    given(recurringGiftDecider, [started])
      .when({ type: "CancelRecurringGift", by: randomUUID(), at: AT })
      .thenThrows(RecurringGiftNotFoundError, "RECURRING_GIFT_NOT_FOUND");
  });

  it("never charges a date that is not the gift's", () => {
    given(recurringGiftDecider, [started])
      .when({ ...attempt(), date: "2027-05-01" })
      .then([]);
  });
});

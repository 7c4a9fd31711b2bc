import { describe, expect, it } from "vitest";
import { given } from "@mawid/eventstore";
import { type SubscriptionEvent, subscriptionDecider } from "./decider.ts";
import { SubscriptionActiveError, SubscriptionNotActiveError, SubscriptionNotFoundError } from "./errors.ts";

const at = "2026-11-24T10:00:00.000Z";
const later = "2026-11-24T10:05:00.000Z";
const nextDay = "2026-11-25T10:00:00.000Z";
const organizationId = "11111111-1111-4111-8111-111111111111";
const owner = "22222222-2222-4222-8222-222222222222";
const first = "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f";
const second = "5d0f3b7a-7c1e-4a36-8d55-3b0e2f6a9c11";

const start = (subscriptionId: string, tier: "masjid" | "organization" = "masjid", when = at) => ({
  type: "StartSubscription" as const,
  subscriptionId,
  organizationId,
  tier,
  amount: tier === "masjid" ? 2900 : 7900,
  currency: "USD",
  provider: "test" as const,
  startedBy: owner,
  providerRef: null,
  url: `/checkout/test/subscription/${subscriptionId}`,
  at: when,
});
const started = (subscriptionId: string, tier: "masjid" | "organization" = "masjid"): SubscriptionEvent => {
  const { type: _type, at: startedAt, ...facts } = start(subscriptionId, tier);
  return { type: "SubscriptionStarted", version: 1, data: { ...facts, startedAt } };
};
const activated = (
  subscriptionId: string,
  tier: "masjid" | "organization" = "masjid",
): SubscriptionEvent => ({
  type: "SubscriptionActivated",
  version: 1,
  data: {
    subscriptionId,
    organizationId,
    tier,
    providerRef: null,
    currentPeriodEnd: null,
    activatedAt: later,
  },
});
const cancelled = (subscriptionId: string, wasActive: boolean): SubscriptionEvent => ({
  type: "SubscriptionCancelled",
  version: 1,
  data: {
    subscriptionId,
    organizationId,
    tier: "masjid",
    wasActive,
    reason: "Cancelled by the owner",
    cancelledAt: later,
  },
});

describe("subscription decider", () => {
  it("starts a checkout for a paid tier", () => {
    given(subscriptionDecider, [])
      .when(start(first))
      .then([started(first)]);
  });

  it("answers a second click for the same tier with the open checkout, not a second subscription", () => {
    given(subscriptionDecider, [started(first)])
      .when(start(second, "masjid", later))
      .then([]);
  });

  it("opens a new checkout for another tier, or once the open one is old", () => {
    const other = given(subscriptionDecider, [started(first)]).when(start(second, "organization", later));
    expect(other.events().map((e) => e.type)).toEqual(["SubscriptionStarted"]);
    const stale = given(subscriptionDecider, [started(first)]).when(start(second, "masjid", nextDay));
    expect(stale.events().map((e) => e.type)).toEqual(["SubscriptionStarted"]);
  });

  it("refuses a new tier while one is paid for", () => {
    given(subscriptionDecider, [started(first), activated(first)])
      .when(start(second, "organization", later))
      .thenThrows(SubscriptionActiveError, "SUBSCRIPTION_ACTIVE");
  });

  it("activates once: paying twice changes nothing", () => {
    const activate = {
      type: "ActivateSubscription" as const,
      subscriptionId: first,
      providerRef: null,
      currentPeriodEnd: null,
      at: later,
    };
    given(subscriptionDecider, [started(first)])
      .when(activate)
      .then([activated(first)]);
    given(subscriptionDecider, [started(first), activated(first)])
      .when(activate)
      .then([]);
  });

  it("does not bring back a subscription that already ended", () => {
    given(subscriptionDecider, [started(first), cancelled(first, false)])
      .when({
        type: "ActivateSubscription",
        subscriptionId: first,
        providerRef: null,
        currentPeriodEnd: null,
        at,
      })
      .then([]);
  });

  it("refuses to activate a subscription this organisation never started", () => {
    given(subscriptionDecider, [started(first)])
      .when({
        type: "ActivateSubscription",
        subscriptionId: second,
        providerRef: null,
        currentPeriodEnd: null,
        at,
      })
      .thenThrows(SubscriptionNotFoundError, "SUBSCRIPTION_NOT_FOUND");
  });

  it("cancels an active subscription once, saying it had been active", () => {
    const cancel = {
      type: "CancelSubscription" as const,
      subscriptionId: first,
      reason: "Cancelled by the owner",
      at: later,
    };
    given(subscriptionDecider, [started(first), activated(first)])
      .when(cancel)
      .then([cancelled(first, true)]);
    given(subscriptionDecider, [started(first), activated(first), cancelled(first, true)])
      .when(cancel)
      .then([]);
    given(subscriptionDecider, [started(first)])
      .when(cancel)
      .then([cancelled(first, false)]);
  });

  it("schedules a cancellation at the period's end once, only for an active subscription", () => {
    const schedule = {
      type: "ScheduleCancellation" as const,
      subscriptionId: first,
      cancelsAt: nextDay,
      at: later,
    };
    const scheduled: SubscriptionEvent = {
      type: "SubscriptionCancellationScheduled",
      version: 1,
      data: { subscriptionId: first, organizationId, cancelsAt: nextDay, scheduledAt: later },
    };
    given(subscriptionDecider, [started(first), activated(first)])
      .when(schedule)
      .then([scheduled]);
    given(subscriptionDecider, [started(first), activated(first), scheduled])
      .when(schedule)
      .then([]);
    given(subscriptionDecider, [started(first)])
      .when(schedule)
      .thenThrows(SubscriptionNotActiveError, "SUBSCRIPTION_NOT_ACTIVE");
  });
});

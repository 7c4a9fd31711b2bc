import { describe, it } from "vitest";
import { given } from "@mawid/eventstore";
import { type SubscriptionPeriodEvent, subscriptionPeriodDecider } from "./decider.ts";

const at = "2026-11-27T10:00:00.000Z";
const period = {
  subscriptionId: "0b7e3c52-3d3f-4d8c-9f62-0d6a7b1c2e3f",
  organizationId: "11111111-1111-4111-8111-111111111111",
  tier: "masjid" as const,
  periodId: "in_1",
  amount: 2900,
  currency: "USD",
  provider: "stripe" as const,
  ownerId: "22222222-2222-4222-8222-222222222222",
  periodStart: at,
  periodEnd: "2026-12-27T10:00:00.000Z",
  paymentId: "33333333-3333-4333-8333-333333333333",
};
const paid: SubscriptionPeriodEvent = {
  type: "SubscriptionPeriodPaid",
  version: 1,
  data: { ...period, paidAt: at },
};

describe("subscription period decider", () => {
  it("records a paid period once", () => {
    given(subscriptionPeriodDecider, []).when({ type: "RecordPeriodPaid", period, at }).then([paid]);
    given(subscriptionPeriodDecider, [paid]).when({ type: "RecordPeriodPaid", period, at }).then([]);
  });

  it("records nothing for a period that took no money (a trial, a full coupon)", () => {
    given(subscriptionPeriodDecider, [])
      .when({ type: "RecordPeriodPaid", period: { ...period, amount: 0 }, at })
      .then([]);
  });
});

import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentsDb } from "../src/db/tables.ts";
import type { RecurringCharger } from "../src/recurring/charger.ts";
import { chargeDueGifts } from "../src/recurring/charge-due-gifts.ts";
import { stripeCharger } from "../src/recurring/stripe-charger.ts";
import { stripeClient } from "../src/stripe/stripe-client.ts";
import { organizationCreated, outboxTypes, person, usePaymentsService } from "./harness.ts";
import {
  type StripeAnswer,
  type StripeCall,
  unknownPath,
  useStripeStandIn,
  checkoutSessionOpened,
  paymentIntentSucceeded,
  cardRefused,
} from "./stripe-stand-in.ts";

// The real Stripe SDK code paths: the first gift's Checkout Session and the later off-session
// PaymentIntents are created through the SDK, and the first payment's webhook is signed with its test
// header helper. Stripe's API calls are answered by a local HTTP server (the SDK's host/port/protocol
// options) only because the internet cannot be reached from here; it keeps Stripe's idempotency: the
// same Idempotency-Key gets the first answer again.

const SECRET_KEY = "sk_test_mawid_recurring";
const WEBHOOK_SECRET = "whsec_mawid_recurring";

let charger: RecurringCharger;
/** The card's issuer says no while this is set. */
let declining = false;

function answer({ method, path, form }: StripeCall): StripeAnswer {
  if (path === "/v1/checkout/sessions") return checkoutSessionOpened();
  const retrieved = method === "GET" ? path.match(/^\/v1\/payment_intents\/([\w-]+)/)?.[1] : undefined;
  if (retrieved === "pi_first") return paymentIntentSucceeded(retrieved, "cus_aisha");
  if (method === "POST" && path === "/v1/payment_intents") {
    const id = `pi_${randomUUID().replaceAll("-", "")}`;
    if (declining) {
      return cardRefused(id, {
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      });
    }
    return {
      status: 200,
      body: {
        id,
        object: "payment_intent",
        status: "succeeded",
        amount: Number(form.get("amount")),
        metadata: {},
      },
    };
  }
  return unknownPath();
}

const stripeApi = useStripeStandIn({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiVersion: "2025-01-27.acacia",
  keepsIdempotency: true,
  answer,
});
const { calls, answers } = stripeApi;
const service = usePaymentsService({
  env: () => ({ ...stripeApi.env(), PUBLIC_URL: "https://mawid.example" }),
});

beforeAll(() => {
  charger = stripeCharger(stripeClient(SECRET_KEY, stripeApi.url()), paymentsDb(service().ctx.db));
});

const db = () => paymentsDb(service().ctx.db);
const intentsCreated = () => calls.filter((c) => c.method === "POST" && c.path === "/v1/payment_intents");
const on = (date: string, hours = 12) => new Date(Date.parse(`${date}T00:00:00.000Z`) + hours * 3_600_000);

async function charge(recurringGiftId: string, date: string) {
  return db()
    .selectFrom("recurring_charges")
    .innerJoin("payments", "payments.payment_id", "recurring_charges.payment_id")
    .select([
      "outcome",
      "attempt",
      "last_error",
      "payments.status",
      "payments.provider_ref",
      "payments.payment_id",
    ])
    .where("recurring_gift_id", "=", recurringGiftId)
    .where("due_date", "=", date)
    .executeTakeFirstOrThrow();
}

/** A monthly gift whose first payment went through Stripe Checkout, and its later dates. */
async function monthlyGift() {
  const donor = person();
  const organizationId = await organizationCreated(service().ctx.db);
  const started = await service().app.inject({
    method: "POST",
    url: "/api/v1/donations",
    headers: await service().bearer(donor),
    payload: { organizationId, amount: 2500, currency: "GBP", fund: "zakat", recurring: "monthly" },
  });
  expect(started.statusCode).toBe(201);
  const { donationId, paymentId } = started.json();
  const session = calls.findLast((c) => c.path === "/v1/checkout/sessions")!;
  // The card is kept for the later dates.
  expect(session.form.get("payment_intent_data[setup_future_usage]")).toBe("off_session");
  expect(session.form.get("customer_creation")).toBe("always");

  const { response: hook } = await stripeApi.postEvent(service(), "checkout.session.completed", {
    id: `cs_test_${paymentId}`,
    object: "checkout.session",
    client_reference_id: paymentId,
    metadata: { paymentId },
    payment_status: "paid",
    payment_intent: "pi_first",
    customer: "cus_aisha",
  });
  expect(hook.statusCode).toBe(200);
  const { dates } = await db()
    .selectFrom("recurring_gifts")
    .select("dates")
    .where("recurring_gift_id", "=", donationId)
    .executeTakeFirstOrThrow();
  return { recurringGiftId: donationId as string, dates, donor };
}

describe("recurring gifts through Stripe", () => {
  it("charges a later date off-session on the saved card, with a key from the gift and the date", async () => {
    const { recurringGiftId, dates } = await monthlyGift();
    const before = intentsCreated().length;
    expect(await chargeDueGifts(db(), charger, on(dates[0]!))).toBe(1);
    const created = intentsCreated().slice(before);
    expect(created).toHaveLength(1);
    const call = created[0]!;
    expect(call.idempotencyKey).toBe(`recurring-${recurringGiftId}-${dates[0]}-1`);
    expect(
      Object.fromEntries(
        ["customer", "payment_method", "off_session", "confirm", "amount", "currency"].map((k) => [
          k,
          call.form.get(k),
        ]),
      ),
    ).toEqual({
      customer: "cus_aisha",
      payment_method: "pm_card",
      off_session: "true",
      confirm: "true",
      amount: "2500",
      currency: "gbp",
    });
    const paid = await charge(recurringGiftId, dates[0]!);
    expect(paid).toMatchObject({ outcome: "succeeded", status: "succeeded", attempt: 1 });
    expect(paid.provider_ref).toMatch(/^pi_/);
    expect(await outboxTypes(service().ctx.db, paid.payment_id)).toEqual([
      "PaymentStarted",
      "PaymentSucceeded",
    ]);
  });

  it("records a declined charge, retries it a bounded number of times with a new key each, then gives up", async () => {
    const { recurringGiftId, dates, donor } = await monthlyGift();
    const date = dates[0]!;
    declining = true;
    try {
      const before = intentsCreated().length;
      expect(await chargeDueGifts(db(), charger, on(date))).toBe(0);
      expect(await charge(recurringGiftId, date)).toMatchObject({
        outcome: "failed",
        status: "failed",
        attempt: 1,
        last_error: "Your card has insufficient funds.",
      });
      // Not again before its retry time.
      await chargeDueGifts(db(), charger, on(date, 20));
      expect(intentsCreated().length - before).toBe(1);
      await chargeDueGifts(db(), charger, on(date, 37));
      await chargeDueGifts(db(), charger, on(date, 37 + 73));
      await chargeDueGifts(db(), charger, on(date, 24 * 20));
      const tries = intentsCreated().slice(before);
      expect(tries.map((c) => c.idempotencyKey)).toEqual(
        [1, 2, 3].map((n) => `recurring-${recurringGiftId}-${date}-${n}`),
      );
      expect(await charge(recurringGiftId, date)).toMatchObject({
        outcome: "abandoned",
        status: "failed",
        attempt: 3,
      });
    } finally {
      declining = false;
    }
    const listed = await service().app.inject({
      method: "GET",
      url: "/api/v1/donations/recurring",
      headers: await service().bearer(donor),
    });
    expect(listed.json().items[0]).toMatchObject({
      status: "active",
      nextDate: dates[1],
      failed: 1,
      paid: 1,
    });
  });

  it("resumes a charge whose instance stopped before Stripe answered with the same key: one charge", async () => {
    const { recurringGiftId, dates } = await monthlyGift();
    const date = dates[0]!;
    const stopped: RecurringCharger = {
      provider: "stripe",
      async charge(request) {
        await charger.charge(request);
        throw new Error("the instance stopped before it recorded Stripe's answer");
      },
    };
    await expect(chargeDueGifts(db(), stopped, on(date))).rejects.toThrow(AggregateError);
    expect(await charge(recurringGiftId, date)).toMatchObject({ outcome: "pending", status: "started" });
    // Within the claim's lease nobody asks again; after it, the same attempt and key are asked.
    expect(await chargeDueGifts(db(), charger, on(date, 12.1))).toBe(0);
    expect(await chargeDueGifts(db(), charger, on(date, 13))).toBe(1);
    const keys = intentsCreated()
      .map((c) => c.idempotencyKey)
      .filter((k) => k?.startsWith(`recurring-${recurringGiftId}-`));
    expect(keys).toEqual([
      `recurring-${recurringGiftId}-${date}-1`,
      `recurring-${recurringGiftId}-${date}-1`,
    ]);
    const paid = await charge(recurringGiftId, date);
    expect(paid).toMatchObject({ outcome: "succeeded", status: "succeeded", attempt: 1 });
    // Stripe answered the repeated key with the one PaymentIntent it had created.
    const first = answers.get(`recurring-${recurringGiftId}-${date}-1`)!.body as { id: string };
    expect(paid.provider_ref).toBe(first.id);
  });
});

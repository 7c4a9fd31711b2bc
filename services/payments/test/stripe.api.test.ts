import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { paymentsService } from "../src/app.ts";
import { refundPaymentsConsumer } from "../src/consumers/refund-payments.ts";
import { stripeClient } from "../src/stripe/stripe-client.ts";
import { stripeProvider } from "../src/stripe/stripe-provider.ts";
import {
  deliver,
  orderPlaced,
  ordersConsumer,
  organizationCreated,
  outboxTypes,
  type PaymentsTestService,
  person,
  usePaymentsService,
  placeOrderAndCheckout,
} from "./harness.ts";
import { ok, unknownPath, useStripeStandIn, checkoutSessionOpened } from "./stripe-stand-in.ts";

// The real Stripe SDK code paths: Checkout Sessions and refunds are created through the SDK, and
// webhooks are signed with its test header helper and checked with constructEvent. Stripe's API
// calls are answered by a local HTTP server (the SDK's host/port/protocol options) only because the
// internet cannot be reached from here.

const SECRET_KEY = "sk_test_mawid";
const WEBHOOK_SECRET = "whsec_mawid_test";

/** PaymentIntent id -> the payment id in its metadata, as Stripe keeps it. */
const intents = new Map<string, string>();

const stripeApi = useStripeStandIn({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiVersion: "2025-01-27.acacia",
  answer: ({ method, path }) => {
    if (path === "/v1/checkout/sessions") return checkoutSessionOpened();
    const intent = path.match(/^\/v1\/payment_intents\/([\w-]+)/)?.[1];
    if (method === "GET" && intent) {
      return ok({
        id: intent,
        object: "payment_intent",
        metadata: { paymentId: intents.get(intent) },
      });
    }
    if (path === "/v1/refunds") return ok({ id: `re_${randomUUID()}`, object: "refund" });
    return unknownPath();
  },
});
const { calls } = stripeApi;
const service = usePaymentsService({
  env: () => ({ ...stripeApi.env(), PUBLIC_URL: "https://mawid.example" }),
});

async function checkoutOrder() {
  const { order, response } = await placeOrderAndCheckout(service());
  // The session was opened as the order was placed: checkout answers it.
  expect(response.statusCode).toBe(200);
  return { order, ...(response.json() as { paymentId: string; url: string }) };
}

/** A Stripe event as Stripe would post it, signed with the endpoint's secret by the SDK. */
function webhook(type: string, object: Record<string, unknown>, eventId?: string, secret?: string) {
  return stripeApi.postEvent(service(), type, object, { eventId, secret });
}

const completed = (paymentId: string, paymentIntent: string) => ({
  id: `cs_test_${paymentId}`,
  object: "checkout.session",
  client_reference_id: paymentId,
  metadata: { paymentId },
  payment_status: "paid",
  payment_intent: paymentIntent,
});
const refundedCharge = (paymentIntent: string, amountRefunded: number) => ({
  id: `ch_${paymentIntent}`,
  object: "charge",
  payment_intent: paymentIntent,
  amount_refunded: amountRefunded,
  metadata: {},
});

async function countRows() {
  const r = await sql<{ events: number; outbox: number }>`
    SELECT (SELECT count(*)::int FROM payments.stripe_events) AS events,
           (SELECT count(*)::int FROM payments.outbox) AS outbox`.execute(service().ctx.db);
  return r.rows[0]!;
}

describe("Stripe Checkout", () => {
  it("opens a Checkout Session for the order's amount, and hides the test provider's routes", async () => {
    const { paymentId, url, order } = await checkoutOrder();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const call = calls.findLast((c) => c.path === "/v1/checkout/sessions")!;
    expect(call.form.get("line_items[0][price_data][unit_amount]")).toBe("5326");
    expect(call.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(call.form.get("metadata[paymentId]")).toBe(paymentId);
    expect(call.form.get("success_url")).toBe(`https://mawid.example/payment-success?payment=${paymentId}`);
    const test = await service().app.inject({
      method: "POST",
      url: `/api/v1/payments/${paymentId}/test/complete`,
      headers: await service().bearer(order.buyer),
    });
    expect(test.statusCode).toBe(404);
  });

  it("records checkout.session.completed once, however often Stripe sends it", async () => {
    const { paymentId } = await checkoutOrder();
    const first = await webhook("checkout.session.completed", completed(paymentId, "pi_once"));
    expect(first.response.statusCode).toBe(200);
    const replay = await webhook(
      "checkout.session.completed",
      completed(paymentId, "pi_once"),
      first.eventId,
    );
    expect(replay.response.statusCode).toBe(200);
    // The same news under another event id (Stripe may send duplicates) changes nothing either.
    await webhook("checkout.session.completed", completed(paymentId, "pi_once"));
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual(["PaymentStarted", "PaymentSucceeded"]);
  });

  it("answers 400 to a bad signature and changes nothing", async () => {
    const { paymentId } = await checkoutOrder();
    const before = await countRows();
    const forged = await webhook(
      "checkout.session.completed",
      completed(paymentId, "pi_forged"),
      undefined,
      "whsec_wrong",
    );
    expect(forged.response.statusCode).toBe(400);
    expect(forged.response.json().error.code).toBe("WEBHOOK_SIGNATURE_INVALID");
    const unsigned = await service().app.inject({
      method: "POST",
      url: "/api/v1/payments/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ id: "evt_x", type: "checkout.session.completed" }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual(["PaymentStarted"]);
  });

  it("handles out-of-order webhooks: a refund before the payment is refused until it can apply, an expiry after it changes nothing", async () => {
    const { paymentId } = await checkoutOrder();
    intents.set("pi_order", paymentId);
    const early = await webhook("charge.refunded", refundedCharge("pi_order", 5326));
    expect(early.response.statusCode).toBe(409);
    expect(early.response.json().error.code).toBe("PAYMENT_NOT_REFUNDABLE");
    // A charge of another product on the same Stripe account is none of this platform's business.
    expect((await webhook("charge.refunded", refundedCharge("pi_elsewhere", 100))).response.statusCode).toBe(
      200,
    );
    expect(
      (await webhook("checkout.session.completed", completed(paymentId, "pi_order"))).response.statusCode,
    ).toBe(200);
    expect(
      (
        await webhook("checkout.session.expired", {
          ...completed(paymentId, "pi_order"),
          payment_status: "unpaid",
        })
      ).response.statusCode,
    ).toBe(200);
    // Stripe delivers the refused event again, under its own id, and now it applies.
    expect(
      (await webhook("charge.refunded", refundedCharge("pi_order", 5326), early.eventId)).response.statusCode,
    ).toBe(200);
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual([
      "PaymentStarted",
      "PaymentSucceeded",
      "PaymentRefunded",
    ]);
  });

  it("follows partial refunds to the full amount, and refuses a refund larger than the payment", async () => {
    const { paymentId } = await checkoutOrder();
    await webhook("checkout.session.completed", completed(paymentId, "pi_partial"));
    expect((await webhook("charge.refunded", refundedCharge("pi_partial", 1000))).response.statusCode).toBe(
      200,
    );
    const tooMuch = await webhook("charge.refunded", refundedCharge("pi_partial", 5327));
    expect(tooMuch.response.statusCode).toBe(409);
    expect(tooMuch.response.json().error.code).toBe("REFUND_EXCEEDS_PAYMENT");
    expect((await webhook("charge.refunded", refundedCharge("pi_partial", 5326))).response.statusCode).toBe(
      200,
    );
    const payment = await sql<{ status: string; refunded: number }>`
      SELECT status, refunded FROM payments.payments WHERE payment_id = ${paymentId}`.execute(
      service().ctx.db,
    );
    expect(payment.rows[0]).toEqual({ status: "refunded", refunded: 5326 });
  });

  it("records a declined card as failed", async () => {
    const { paymentId } = await checkoutOrder();
    const failed = await webhook("payment_intent.payment_failed", {
      id: "pi_declined",
      object: "payment_intent",
      metadata: { paymentId },
      last_payment_error: { message: "Your card was declined." },
    });
    expect(failed.response.statusCode).toBe(200);
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual(["PaymentStarted", "PaymentFailed"]);
  });

  it("takes a donation through Checkout and receives it into its fund on completion", async () => {
    const donor = person();
    const response = await service().app.inject({
      method: "POST",
      url: "/api/v1/donations",
      headers: await service().bearer(donor),
      payload: {
        organizationId: await organizationCreated(service().ctx.db),
        amount: 2500,
        currency: "GBP",
        fund: "zakat",
      },
    });
    expect(response.statusCode).toBe(201);
    const { donationId, paymentId, url } = response.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    await webhook("checkout.session.completed", completed(paymentId, "pi_gift"));
    expect(await outboxTypes(service().ctx.db, donationId)).toEqual(["DonationReceived"]);
  });

  it("asks Stripe to refund a payment ticketing refused, and records it when charge.refunded comes", async () => {
    const { paymentId, order } = await checkoutOrder();
    await webhook("checkout.session.completed", completed(paymentId, "pi_refused"));
    const stripe = stripeProvider(stripeClient(SECRET_KEY, stripeApi.url()), "https://mawid.example");
    const consumer = refundPaymentsConsumer(() => stripe);
    await deliver(service().ctx.db, consumer, "ticketing.payment-refusal.v1", {
      type: "OrderPaymentRefused",
      streamType: "ticketing.payment-refusal",
      streamId: paymentId,
      data: {
        paymentId,
        orderId: order.orderId,
        code: "SOLD_OUT",
        reason: "Sold out",
        refusedAt: new Date().toISOString(),
      },
    });
    const refund = calls.findLast((c) => c.path === "/v1/refunds")!;
    expect(refund.form.get("payment_intent")).toBe("pi_refused");
    expect(refund.form.get("amount")).toBe("5326");
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual(["PaymentStarted", "PaymentSucceeded"]);
    await webhook("charge.refunded", refundedCharge("pi_refused", 5326));
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual([
      "PaymentStarted",
      "PaymentSucceeded",
      "PaymentRefunded",
    ]);
  });
});

describe("TEST_PAYMENTS=1 beside Stripe (staging)", () => {
  it("checks out on the test page and answers its Pay", async () => {
    const staging = (await startTestService(paymentsService, service.database().url, {
      ...stripeApi.env(),
      TEST_PAYMENTS: "1",
    })) as unknown as PaymentsTestService;
    try {
      const { order, data } = orderPlaced();
      await deliver(staging.ctx.db, ordersConsumer(staging), "ticketing.order.v1", {
        type: "OrderPlaced",
        streamType: "ticketing.order",
        streamId: order.orderId,
        data,
      });
      const headers = await staging.bearer(order.buyer);
      const opened = await staging.app.inject({
        method: "POST",
        url: `/api/v1/orders/${order.orderId}/checkout`,
        headers,
      });
      const { paymentId, url } = opened.json();
      expect(url).toBe(`/checkout/test/${paymentId}`);
      const paid = await staging.app.inject({
        method: "POST",
        url: `/api/v1/payments/${paymentId}/test/complete`,
        headers,
      });
      expect(paid.json()).toMatchObject({ status: "succeeded", amount: 5326 });
    } finally {
      await staging.close();
    }
  });
});

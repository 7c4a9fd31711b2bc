import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { TOrganizationPayouts } from "@mawid/contracts/payments";
import { refundPaymentsConsumer } from "../src/consumers/refund-payments.ts";
import { stripeClient } from "../src/stripe/stripe-client.ts";
import { stripeProvider } from "../src/stripe/stripe-provider.ts";
import {
  deliver,
  organizationCreated,
  outboxTypes,
  person,
  usePaymentsService,
  placeOrderAndCheckout,
} from "./harness.ts";
import { ok, unknownPath, useStripeStandIn, checkoutSessionOpened } from "./stripe-stand-in.ts";

// Refunds of Stripe Connect destination charges through the real Stripe SDK: the refund is created by
// the SDK, webhooks are signed with its test header helper and checked with constructEvent. Stripe's
// API is answered by a local HTTP server (STRIPE_API_URL) only because the internet cannot be reached
// from here.

const SECRET_KEY = "sk_test_mawid_connect_refunds";
const WEBHOOK_SECRET = "whsec_mawid_connect_refunds";

const stripeApi = useStripeStandIn({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiVersion: "2025-01-27.acacia",
  answer: ({ path }) => {
    if (path === "/v1/accounts")
      return ok({ id: `acct_${randomUUID().slice(0, 8)}`, object: "account", metadata: {} });
    if (path === "/v1/account_links")
      return ok({ object: "account_link", url: "https://connect.stripe.com/setup/e/x" });
    if (path === "/v1/checkout/sessions") return checkoutSessionOpened();
    if (path === "/v1/refunds") return ok({ id: `re_${randomUUID()}`, object: "refund" });
    return unknownPath();
  },
});
const { calls } = stripeApi;
const service = usePaymentsService({
  env: () => ({ ...stripeApi.env(), PUBLIC_URL: "https://mawid.example" }),
});

async function webhook(type: string, object: Record<string, unknown>) {
  const { response } = await stripeApi.postEvent(service(), type, object);
  expect(response.statusCode).toBe(200);
}

/** An organisation whose Express account takes charges, and a paid destination charge to it. */
async function paidDestinationCharge(opts: { donation?: boolean } = {}) {
  const organizationId = await organizationCreated(service().ctx.db);
  const owner = person({ id: organizationId });
  await service().app.inject({
    method: "POST",
    url: `/api/v1/organizations/${organizationId}/connect`,
    headers: await service().bearer(owner),
  });
  const { rows } = await sql<{ account_id: string }>`
    SELECT account_id FROM payments.connected_accounts WHERE organization_id = ${organizationId}`.execute(
    service().ctx.db,
  );
  const accountId = rows[0]!.account_id;
  await webhook("account.updated", {
    id: accountId,
    object: "account",
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    metadata: { organizationId },
  });
  let paymentId: string;
  let orderId: string | null = null;
  if (opts.donation) {
    const response = await service().app.inject({
      method: "POST",
      url: "/api/v1/donations",
      headers: await service().bearer(person()),
      payload: { organizationId, amount: 2500, currency: "GBP", fund: "zakat" },
    });
    paymentId = response.json().paymentId;
  } else {
    const { order, response } = await placeOrderAndCheckout(service(), {
      organizationId,
      donation: { amount: 1000, fund: "zakat" },
    });
    orderId = order.orderId;
    paymentId = response.json().paymentId;
  }
  const intent = `pi_${paymentId}`;
  await webhook("checkout.session.completed", {
    id: `cs_test_${paymentId}`,
    object: "checkout.session",
    client_reference_id: paymentId,
    metadata: { paymentId },
    payment_status: "paid",
    payment_intent: intent,
  });
  expect(await outboxTypes(service().ctx.db, paymentId)).toContain("PaymentTransferred");
  return { organizationId, orderId, paymentId, intent };
}

/** Ticketing's refund of an order, handed to the refunds consumer with the Stripe provider. */
async function ticketingRefunds(organizationId: string, orderId: string, paymentId: string, amount: number) {
  const stripe = stripeProvider(stripeClient(SECRET_KEY, stripeApi.url()), "https://mawid.example");
  const refundId = randomUUID();
  await deliver(
    service().ctx.db,
    refundPaymentsConsumer(() => stripe),
    "ticketing.order.v1",
    {
      type: "OrderRefunded",
      streamType: "ticketing.order",
      streamId: orderId,
      data: {
        orderId,
        eventId: randomUUID(),
        organizationId,
        buyerId: randomUUID(),
        refundId,
        paymentId,
        amount,
        currency: "USD",
        positionIds: [randomUUID()],
        releases: [],
        initiator: "host",
        refundedBy: randomUUID(),
        reason: null,
        fullyRefunded: false,
        refundedAt: new Date().toISOString(),
      },
    },
  );
  return calls.findLast((c) => c.path === "/v1/refunds" && c.idempotencyKey === `order-refund-${refundId}`)!;
}

const refundedCharge = (intent: string, amountRefunded: number) => ({
  id: `ch_${intent}`,
  object: "charge",
  payment_intent: intent,
  amount_refunded: amountRefunded,
  metadata: {},
});

async function payouts(organizationId: string, currency: string) {
  const response = await service().app.inject({
    method: "GET",
    url: `/api/v1/organizations/${organizationId}/payouts`,
    headers: await service().bearer(person({ id: organizationId })),
  });
  const balances = response.json().balances as TOrganizationPayouts["balances"];
  return balances.find((b) => b.currency === currency)!;
}

async function balancesOf(paymentId: string) {
  const { rows } = await sql<{ key: string; amount: string }>`
    SELECT account || coalesce(':' || fund, '') AS key, sum(amount) AS amount FROM payments.ledger_entries
    WHERE payment_id = ${paymentId} GROUP BY 1 ORDER BY 1`.execute(service().ctx.db);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.amount)]));
}

describe("Refunds of destination charges", () => {
  it("a whole order refunded at once reverses the transfer and the application fee: no one owes anyone", async () => {
    const { organizationId, orderId, paymentId, intent } = await paidDestinationCharge();
    // Two $25 tickets, the buyer's $3.26 fee, $10 to zakat.
    const asked = await ticketingRefunds(organizationId, orderId!, paymentId, 6326);
    expect(asked.form.get("payment_intent")).toBe(intent);
    expect(asked.form.get("amount")).toBe("6326");
    expect(asked.form.get("reverse_transfer")).toBe("true");
    expect(asked.form.get("refund_application_fee")).toBe("true");
    await webhook("charge.refunded", refundedCharge(intent, 6326));
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual([
      "PaymentStarted",
      "PaymentDestinationChosen",
      "PaymentSucceeded",
      "PaymentTransferred",
      "PaymentRefunded",
      "PaymentTransferReversed",
    ]);
    expect(await balancesOf(paymentId)).toEqual({
      cash: 0,
      "donations-payable:zakat": 0,
      "organization-payable": 0,
      "platform-fees": 0,
    });
    expect(await payouts(organizationId, "USD")).toMatchObject({ tickets: 0, total: 0, paidByStripe: 0 });
    // A replayed charge.refunded reverses nothing more.
    await webhook("charge.refunded", refundedCharge(intent, 6326));
    expect((await outboxTypes(service().ctx.db, paymentId)).length).toBe(6);
  });

  it("a partial refund takes its amount back from the account and keeps the platform fee", async () => {
    const { organizationId, orderId, paymentId, intent } = await paidDestinationCharge();
    const asked = await ticketingRefunds(organizationId, orderId!, paymentId, 2500);
    expect(asked.form.get("reverse_transfer")).toBe("true");
    expect(asked.form.has("refund_application_fee")).toBe(false);
    await webhook("charge.refunded", refundedCharge(intent, 2500));
    expect(await balancesOf(paymentId)).toEqual({
      // The platform's fee, still in its balance.
      cash: 326,
      "donations-payable:zakat": 0,
      "organization-payable": 0,
      "platform-fees": -326,
    });
    // Not owing it back (a negative payout): Stripe took it from the account.
    expect(await payouts(organizationId, "USD")).toMatchObject({
      tickets: 0,
      total: 0,
      paidByStripe: 6000 - 2500,
    });
    // The rest afterwards: not a whole-charge refund, so Stripe leaves the fee with the platform, which
    // the ledger then owes the organisation.
    const rest = await ticketingRefunds(organizationId, orderId!, paymentId, 3826);
    expect(rest.form.get("reverse_transfer")).toBe("true");
    expect(rest.form.has("refund_application_fee")).toBe(false);
    await webhook("charge.refunded", refundedCharge(intent, 6326));
    expect(await balancesOf(paymentId)).toEqual({
      cash: 326,
      "donations-payable:zakat": 0,
      "organization-payable": -326,
      "platform-fees": 0,
    });
    // Net through Stripe the account paid the fee (6,326 in, 326 fee, 6,326 reversed); the payout returns it.
    expect(await payouts(organizationId, "USD")).toMatchObject({
      tickets: 326,
      total: 326,
      paidByStripe: -326,
    });
  });

  it("a refund made in Stripe of a donation (charge.refunded alone) comes back from the fund at the account", async () => {
    const { organizationId, paymentId, intent } = await paidDestinationCharge({ donation: true });
    await webhook("charge.refunded", refundedCharge(intent, 1000));
    expect(await balancesOf(paymentId)).toEqual({ cash: 0, "donations-payable:zakat": 0 });
    expect(await payouts(organizationId, "GBP")).toMatchObject({ total: 0, paidByStripe: 1500 });
  });

  it("a payment the platform collected whole is refunded without a transfer reversal", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const { order, response } = await placeOrderAndCheckout(service(), { organizationId });
    const { paymentId } = response.json();
    await webhook("checkout.session.completed", {
      id: `cs_test_${paymentId}`,
      object: "checkout.session",
      metadata: { paymentId },
      payment_status: "paid",
      payment_intent: `pi_${paymentId}`,
    });
    const asked = await ticketingRefunds(organizationId, order.orderId, paymentId, 1000);
    expect(asked.form.has("reverse_transfer")).toBe(false);
    await webhook("charge.refunded", refundedCharge(`pi_${paymentId}`, 1000));
    expect(await outboxTypes(service().ctx.db, paymentId)).not.toContain("PaymentTransferReversed");
    expect(await payouts(organizationId, "USD")).toMatchObject({ tickets: 4000, total: 4000 });
  });
});

import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { TOrganizationPayouts } from "@mawid/contracts/payments";
import { quoteFee } from "@mawid/contracts/platform";
import { startTestService } from "@mawid/service";
import { paymentsService } from "../src/app.ts";
import {
  organizationCreated,
  outboxTypes,
  type PaymentsTestService,
  person,
  usePaymentsService,
  placeOrderAndCheckout,
} from "./harness.ts";
import { ok, unknownPath, useStripeStandIn, checkoutSessionOpened } from "./stripe-stand-in.ts";

// Stripe Connect through the real Stripe SDK: Express accounts, Account Links and Checkout Sessions
// are created by the SDK, webhooks are signed with its test header helper and checked with
// constructEvent. Stripe's API is answered by a local HTTP server (the SDK's host/port/protocol
// options) only because the internet cannot be reached from here; like Stripe, it answers a repeated
// idempotency key with the first answer.

const SECRET_KEY = "sk_test_mawid_connect";
const WEBHOOK_SECRET = "whsec_mawid_platform";
/** Connected accounts' events come from Stripe's Connect endpoint, which signs with a secret of its own. */
const CONNECT_WEBHOOK_SECRET = "whsec_mawid_connect";

const stripeApi = useStripeStandIn({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiVersion: "2025-01-27.acacia",
  keepsIdempotency: true,
  answer: ({ path, form }) => {
    if (path === "/v1/accounts") {
      return ok({
        id: `acct_${randomUUID().replaceAll("-", "").slice(0, 16)}`,
        object: "account",
        type: "express",
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: { organizationId: form.get("metadata[organizationId]") },
      });
    }
    if (path === "/v1/account_links") {
      return ok({
        object: "account_link",
        url: `https://connect.stripe.com/setup/e/${form.get("account")}/${randomUUID()}`,
      });
    }
    if (path === "/v1/checkout/sessions") return checkoutSessionOpened();
    return unknownPath();
  },
});
const { calls } = stripeApi;
const service = usePaymentsService({
  env: () => ({
    ...stripeApi.env(),
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
    PUBLIC_URL: "https://mawid.example",
  }),
});

/** A Stripe event as Stripe would post it, signed with the endpoint's secret by the SDK. */
function webhook(
  type: string,
  object: Record<string, unknown>,
  opts: { eventId?: string; created?: number; account?: string } = {},
) {
  const secret = opts.account ? CONNECT_WEBHOOK_SECRET : WEBHOOK_SECRET;
  return stripeApi.postEvent(service(), type, object, { ...opts, secret });
}

const accountUpdated = (
  accountId: string,
  organizationId: string,
  flags: { charges: boolean; payouts: boolean },
) => ({
  id: accountId,
  object: "account",
  charges_enabled: flags.charges,
  payouts_enabled: flags.payouts,
  details_submitted: flags.charges,
  metadata: { organizationId },
});

async function connect(organizationId: string, owner = person({ id: organizationId })) {
  const response = await service().app.inject({
    method: "POST",
    url: `/api/v1/organizations/${organizationId}/connect`,
    headers: await service().bearer(owner),
  });
  return response;
}

async function stateOf(organizationId: string) {
  const response = await service().app.inject({
    method: "GET",
    url: `/api/v1/organizations/${organizationId}/connect`,
    headers: await service().bearer(person({ id: organizationId, role: "admin" })),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** An organisation whose Express account Stripe lets take charges. */
async function chargesEnabled(): Promise<{ organizationId: string; accountId: string }> {
  const organizationId = await organizationCreated(service().ctx.db);
  expect((await connect(organizationId)).statusCode).toBe(200);
  const { accountId } = await stateOf(organizationId);
  await webhook(
    "account.updated",
    accountUpdated(accountId, organizationId, { charges: true, payouts: true }),
    {
      account: accountId,
    },
  );
  expect((await stateOf(organizationId)).status).toBe("payouts-enabled");
  return { organizationId, accountId };
}

async function placeOrder(organizationId: string) {
  const { response } = await placeOrderAndCheckout(service(), { organizationId });
  expect(response.statusCode).toBe(200);
  const { paymentId } = response.json() as { paymentId: string };
  const session = calls.findLast(
    (c) => c.path === "/v1/checkout/sessions" && c.form.get("metadata[paymentId]") === paymentId,
  )!;
  return { paymentId, session };
}

const completed = (paymentId: string, paymentIntent: string) => ({
  id: `cs_test_${paymentId}`,
  object: "checkout.session",
  client_reference_id: paymentId,
  metadata: { paymentId },
  payment_status: "paid",
  payment_intent: paymentIntent,
});

async function payouts(organizationId: string) {
  const response = await service().app.inject({
    method: "GET",
    url: `/api/v1/organizations/${organizationId}/payouts`,
    headers: await service().bearer(person({ id: organizationId })),
  });
  return response.json().balances as TOrganizationPayouts["balances"];
}

async function ledgerOf(paymentId: string) {
  const { rows } = await sql<{
    transaction_id: string;
    account: string;
    fund: string | null;
    amount: number;
  }>`
    SELECT transaction_id, account, fund, amount FROM payments.ledger_entries
    WHERE payment_id = ${paymentId} ORDER BY entry_id`.execute(service().ctx.db);
  return rows;
}

describe("Connecting an organisation's Stripe Express account", () => {
  it("creates one account for two owners clicking at once, and answers each an onboarding link", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    expect(await stateOf(organizationId)).toEqual({
      status: "not-connected",
      accountId: null,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      available: true,
    });
    const [a, b] = await Promise.all([connect(organizationId), connect(organizationId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const r of [a, b]) expect(r.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    const creations = calls.filter(
      (c) => c.path === "/v1/accounts" && c.form.get("metadata[organizationId]") === organizationId,
    );
    expect(creations.length).toBeGreaterThanOrEqual(1);
    expect(new Set(creations.map((c) => c.idempotencyKey))).toEqual(
      new Set([`connect-account-${organizationId}`]),
    );
    expect(creations[0]!.form.get("type")).toBe("express");
    expect(creations[0]!.form.get("country")).toBe("GB");
    const { rows } = await sql<{ account_id: string }>`
      SELECT account_id FROM payments.connected_accounts WHERE organization_id = ${organizationId}`.execute(
      service().ctx.db,
    );
    expect(rows).toHaveLength(1);
    expect(await outboxTypes(service().ctx.db, organizationId)).toEqual(["ConnectedAccountCreated"]);
    const state = await stateOf(organizationId);
    expect(state).toMatchObject({ status: "onboarding", accountId: rows[0]!.account_id });
    const link = calls.findLast((c) => c.path === "/v1/account_links")!;
    expect(link.form.get("type")).toBe("account_onboarding");
    expect(link.form.get("return_url")).toBe(
      `https://mawid.example/organization/${organizationId}/finance?connect=return`,
    );
    // Asked again later: the same account, no new one.
    expect((await connect(organizationId)).statusCode).toBe(200);
    expect(await outboxTypes(service().ctx.db, organizationId)).toEqual(["ConnectedAccountCreated"]);
  });

  it("refuses people who are not the organisation's owners or admins", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const stranger = await connect(organizationId, person());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe("NOT_A_MEMBER");
    const staff = await connect(organizationId, person({ id: organizationId, role: "staff" }));
    expect(staff.statusCode).toBe(403);
    const read = await service().app.inject({
      method: "GET",
      url: `/api/v1/organizations/${organizationId}/connect`,
      headers: await service().bearer(person()),
    });
    expect(read.statusCode).toBe(403);
    expect(calls.some((c) => c.form.get("metadata[organizationId]") === organizationId)).toBe(false);
  });

  it("follows account.updated; a replay or an older report arriving late changes nothing", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    await connect(organizationId);
    const { accountId } = await stateOf(organizationId);
    const now = Math.floor(Date.now() / 1000);
    const charges = await webhook(
      "account.updated",
      accountUpdated(accountId, organizationId, { charges: true, payouts: false }),
      { created: now, account: accountId },
    );
    expect(charges.response.statusCode).toBe(200);
    expect(await stateOf(organizationId)).toMatchObject({
      status: "charges-enabled",
      chargesEnabled: true,
      payoutsEnabled: false,
      detailsSubmitted: true,
    });
    const replay = await webhook(
      "account.updated",
      accountUpdated(accountId, organizationId, { charges: true, payouts: false }),
      { eventId: charges.eventId, created: now, account: accountId },
    );
    expect(replay.response.statusCode).toBe(200);
    const stale = await webhook(
      "account.updated",
      accountUpdated(accountId, organizationId, { charges: false, payouts: false }),
      { created: now - 60, account: accountId },
    );
    expect(stale.response.statusCode).toBe(200);
    expect((await stateOf(organizationId)).status).toBe("charges-enabled");
    expect(await outboxTypes(service().ctx.db, organizationId)).toEqual([
      "ConnectedAccountCreated",
      "ConnectedAccountUpdated",
    ]);
    await webhook(
      "account.updated",
      accountUpdated(accountId, organizationId, { charges: true, payouts: true }),
      {
        created: now + 1,
        account: accountId,
      },
    );
    expect((await stateOf(organizationId)).status).toBe("payouts-enabled");
    // Another platform's account on the same Stripe endpoint is none of this one's business.
    const foreign = await webhook(
      "account.updated",
      { id: "acct_elsewhere", object: "account", metadata: {} },
      { account: "acct_elsewhere" },
    );
    expect(foreign.response.statusCode).toBe(200);
  });

  it("answers a clear code without Stripe (one-machine mode)", async () => {
    const local = (await startTestService(
      paymentsService,
      service.database().url,
      {},
    )) as unknown as PaymentsTestService;
    try {
      const organizationId = randomUUID();
      const response = await local.app.inject({
        method: "POST",
        url: `/api/v1/organizations/${organizationId}/connect`,
        headers: await local.bearer(person({ id: organizationId })),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("STRIPE_CONNECT_UNAVAILABLE");
      const state = await local.app.inject({
        method: "GET",
        url: `/api/v1/organizations/${organizationId}/connect`,
        headers: await local.bearer(person({ id: organizationId })),
      });
      expect(state.json()).toMatchObject({ status: "not-connected", available: false });
    } finally {
      await local.close();
    }
  });
});

describe("Destination charges", () => {
  it("sends an order's share to the organisation's account, the platform fee as the application fee", async () => {
    const { organizationId, accountId } = await chargesEnabled();
    const { paymentId, session } = await placeOrder(organizationId);
    // Two $25 tickets: the platform's fee by contracts' one fee function.
    const fee = quoteFee(2500, 2, "USD").fee;
    expect(fee).toBe(326);
    expect(session.form.get("payment_intent_data[application_fee_amount]")).toBe(String(fee));
    expect(session.form.get("payment_intent_data[transfer_data][destination]")).toBe(accountId);
    expect(session.form.get("line_items[0][price_data][unit_amount]")).toBe("5326");
    await webhook("checkout.session.completed", completed(paymentId, `pi_${paymentId}`));
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual([
      "PaymentStarted",
      "PaymentDestinationChosen",
      "PaymentSucceeded",
      "PaymentTransferred",
    ]);
    expect(await ledgerOf(paymentId)).toEqual([
      { transaction_id: `payment:${paymentId}`, account: "cash", fund: null, amount: 5326 },
      { transaction_id: `payment:${paymentId}`, account: "platform-fees", fund: null, amount: -326 },
      { transaction_id: `payment:${paymentId}`, account: "organization-payable", fund: null, amount: -5000 },
      { transaction_id: `transfer:${paymentId}`, account: "cash", fund: null, amount: -5000 },
      { transaction_id: `transfer:${paymentId}`, account: "organization-payable", fund: null, amount: 5000 },
    ]);
    // Stripe paid the organisation: the platform owes it nothing more for these tickets.
    expect(await payouts(organizationId)).toMatchObject([
      { currency: "USD", tickets: 0, paidByStripe: 5000, total: 0 },
    ]);
  });

  it("sends a donation whole to the organisation's account, with no application fee", async () => {
    const { organizationId, accountId } = await chargesEnabled();
    const response = await service().app.inject({
      method: "POST",
      url: "/api/v1/donations",
      headers: await service().bearer(person()),
      payload: { organizationId, amount: 2500, currency: "GBP", fund: "zakat" },
    });
    expect(response.statusCode).toBe(201);
    const { paymentId, donationId } = response.json();
    const session = calls.findLast(
      (c) => c.path === "/v1/checkout/sessions" && c.form.get("metadata[paymentId]") === paymentId,
    )!;
    expect(session.form.get("payment_intent_data[transfer_data][destination]")).toBe(accountId);
    expect(session.form.has("payment_intent_data[application_fee_amount]")).toBe(false);
    await webhook("checkout.session.completed", completed(paymentId, `pi_${paymentId}`));
    expect(await outboxTypes(service().ctx.db, donationId)).toEqual(["DonationReceived"]);
    expect(await ledgerOf(paymentId)).toEqual([
      { transaction_id: `payment:${paymentId}`, account: "cash", fund: null, amount: 2500 },
      { transaction_id: `payment:${paymentId}`, account: "donations-payable", fund: "zakat", amount: -2500 },
      { transaction_id: `transfer:${paymentId}`, account: "cash", fund: null, amount: -2500 },
      { transaction_id: `transfer:${paymentId}`, account: "donations-payable", fund: "zakat", amount: 2500 },
    ]);
    expect(await payouts(organizationId)).toContainEqual(
      expect.objectContaining({ currency: "GBP", paidByStripe: 2500, total: 0 }),
    );
  });

  it("keeps collecting on the platform while the account cannot take charges, and the ledger owes the organisation", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    await connect(organizationId);
    const { paymentId, session } = await placeOrder(organizationId);
    expect(session.form.has("payment_intent_data[transfer_data][destination]")).toBe(false);
    expect(session.form.has("payment_intent_data[application_fee_amount]")).toBe(false);
    await webhook("checkout.session.completed", completed(paymentId, `pi_${paymentId}`));
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual(["PaymentStarted", "PaymentSucceeded"]);
    expect(await payouts(organizationId)).toMatchObject([
      { currency: "USD", tickets: 5000, paidByStripe: 0, total: 5000 },
    ]);
  });
});

describe("refund.updated", () => {
  const refundedCharge = (paymentIntent: string, amountRefunded: number) => ({
    id: `ch_${paymentIntent}`,
    object: "charge",
    payment_intent: paymentIntent,
    amount_refunded: amountRefunded,
    metadata: {},
  });
  const refund = (id: string, paymentIntent: string, amount: number, status: string) => ({
    id,
    object: "refund",
    amount,
    payment_intent: paymentIntent,
    status,
    failure_reason: status === "failed" ? "expired_or_canceled_card" : null,
    metadata: {},
  });

  it("gives a failed refund's money back to the payment once, and refuses one not yet recorded", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const { paymentId } = await placeOrder(organizationId);
    const intent = `pi_${paymentId}`;
    await webhook("checkout.session.completed", completed(paymentId, intent));
    const early = await webhook("refund.updated", refund("re_early", intent, 1000, "failed"));
    expect(early.response.statusCode).toBe(409);
    expect(early.response.json().error.code).toBe("REFUND_NOT_RECORDED");
    await webhook("charge.refunded", refundedCharge(intent, 1000));
    // Still on its way: nothing to change.
    expect(
      (await webhook("refund.updated", refund("re_early", intent, 1000, "pending"))).response.statusCode,
    ).toBe(200);
    const failed = await webhook("refund.updated", refund("re_early", intent, 1000, "failed"));
    expect(failed.response.statusCode).toBe(200);
    await webhook("refund.updated", refund("re_early", intent, 1000, "failed"), { eventId: failed.eventId });
    await webhook("refund.updated", refund("re_early", intent, 1000, "failed"));
    expect(await outboxTypes(service().ctx.db, paymentId)).toEqual([
      "PaymentStarted",
      "PaymentSucceeded",
      "PaymentRefunded",
      "PaymentRefundFailed",
    ]);
    const { rows } = await sql<{ status: string; refunded: number }>`
      SELECT status, refunded FROM payments.payments WHERE payment_id = ${paymentId}`.execute(
      service().ctx.db,
    );
    expect(rows[0]).toEqual({ status: "succeeded", refunded: 0 });
    expect(await payouts(organizationId)).toMatchObject([{ tickets: 5000, total: 5000 }]);
  });

  it("undoes a cancelled full refund, fees included", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const { paymentId } = await placeOrder(organizationId);
    const intent = `pi_${paymentId}`;
    await webhook("checkout.session.completed", completed(paymentId, intent));
    const before = await ledgerOf(paymentId);
    await webhook("charge.refunded", refundedCharge(intent, 5326));
    await webhook("refund.updated", refund("re_full", intent, 5326, "canceled"));
    const byAccount = (rows: { account: string; amount: number }[]) => {
      const sums = new Map<string, number>();
      for (const r of rows) sums.set(r.account, (sums.get(r.account) ?? 0) + r.amount);
      return Object.fromEntries(sums);
    };
    expect(byAccount(await ledgerOf(paymentId))).toEqual(byAccount(before));
  });
});

import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { subscriptionStreamId } from "@mawid/contracts/payments";
import { outboxTypes, person, usePaymentsService } from "./harness.ts";
import { ok, unknownPath, useStripeStandIn, checkoutSessionOpened } from "./stripe-stand-in.ts";

// The real Stripe SDK code paths: the subscription-mode Checkout Session and the cancellation are
// asked through the SDK, and webhooks are signed with its test header helper and checked with
// constructEvent. Stripe's API calls are answered by a local HTTP server (the SDK's host/port/protocol
// options) only because the internet cannot be reached from here.

const SECRET_KEY = "sk_test_mawid";
const WEBHOOK_SECRET = "whsec_mawid_test";
const PERIOD_END = Math.floor(Date.parse("2026-12-27T12:00:00Z") / 1000);

const stripeApi = useStripeStandIn({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  apiVersion: "2026-10-28.endive",
  answer: ({ method, path, form }) => {
    if (path === "/v1/checkout/sessions") return checkoutSessionOpened();
    const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/)?.[1];
    if (method === "DELETE" && subscription) {
      return ok({ id: subscription, object: "subscription", status: "canceled" });
    }
    if (method === "POST" && subscription) {
      return ok({
        id: subscription,
        object: "subscription",
        cancel_at_period_end: form.get("cancel_at_period_end") === "true",
        cancel_at: PERIOD_END,
      });
    }
    return unknownPath();
  },
});
const { calls } = stripeApi;
const service = usePaymentsService({
  env: () => ({ ...stripeApi.env(), PUBLIC_URL: "https://mawid.example" }),
  balancedLedger: false,
});

/** A Stripe event as Stripe would post it, signed with the endpoint's secret by the SDK. */
function webhook(type: string, object: Record<string, unknown>, eventId?: string, secret?: string) {
  return stripeApi.postEvent(service(), type, object, { eventId, secret });
}

/** Stripe's subscription object as its customer.subscription.* webhooks carry it. */
const stripeSubscription = (
  stripeId: string,
  metadata: Record<string, string>,
  status: string,
  cancelAtPeriodEnd = false,
) => ({
  id: stripeId,
  object: "subscription",
  status,
  metadata,
  cancel_at_period_end: cancelAtPeriodEnd,
  cancel_at: cancelAtPeriodEnd ? PERIOD_END : null,
  items: {
    object: "list",
    data: [{ id: `si_${stripeId}`, object: "subscription_item", current_period_end: PERIOD_END }],
  },
});

async function subscribe(tier: "masjid" | "organization" = "masjid") {
  const organizationId = randomUUID();
  const owner = person({ id: organizationId, role: "owner" });
  const response = await service().app.inject({
    method: "POST",
    url: `/api/v1/organizations/${organizationId}/subscription`,
    headers: await service().bearer(owner),
    payload: { tier },
  });
  expect(response.statusCode).toBe(200);
  const { subscriptionId, url } = response.json() as { subscriptionId: string; url: string };
  const metadata = { subscriptionId, organizationId, tier };
  return {
    organizationId,
    owner,
    subscriptionId,
    url,
    metadata,
    stream: subscriptionStreamId(organizationId),
  };
}

async function status(subscriptionId: string) {
  const { rows } = await sql<{ status: string; provider_ref: string | null; cancels_at: Date | null }>`
    SELECT status, provider_ref, cancels_at FROM payments.subscriptions WHERE subscription_id = ${subscriptionId}`.execute(
    service().ctx.db,
  );
  return rows[0];
}

describe("tier subscriptions through Stripe", () => {
  it("opens a subscription-mode Checkout Session priced from the tier table, with no test route", async () => {
    const { subscriptionId, url, organizationId, owner } = await subscribe("organization");
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const call = calls.findLast((c) => c.path === "/v1/checkout/sessions")!;
    expect(call.form.get("mode")).toBe("subscription");
    expect(call.form.get("line_items[0][price_data][unit_amount]")).toBe("7900");
    expect(call.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(call.form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(call.form.get("subscription_data[metadata][subscriptionId]")).toBe(subscriptionId);
    expect(call.form.get("subscription_data[metadata][organizationId]")).toBe(organizationId);
    const test = await service().app.inject({
      method: "POST",
      url: `/api/v1/subscriptions/${subscriptionId}/test/complete`,
      headers: await service().bearer(owner),
    });
    expect(test.statusCode).toBe(404);
  });

  it("activates on customer.subscription.created once: a replayed or repeated webhook changes nothing", async () => {
    const { subscriptionId, metadata, stream } = await subscribe();
    const created = stripeSubscription("sub_once", metadata, "active");
    const first = await webhook("customer.subscription.created", created);
    expect(first.response.statusCode).toBe(200);
    expect(await status(subscriptionId)).toMatchObject({ status: "active", provider_ref: "sub_once" });
    const replay = await webhook("customer.subscription.created", created, first.eventId);
    expect(replay.response.statusCode).toBe(200);
    await webhook("customer.subscription.updated", created);
    expect(await outboxTypes(service().ctx.db, stream)).toEqual([
      "SubscriptionStarted",
      "SubscriptionActivated",
    ]);
  });

  it("waits while the first payment is incomplete, then activates on the update that says active", async () => {
    const { subscriptionId, metadata, stream } = await subscribe();
    await webhook("customer.subscription.created", stripeSubscription("sub_later", metadata, "incomplete"));
    expect(await status(subscriptionId)).toMatchObject({ status: "pending" });
    await webhook("customer.subscription.updated", stripeSubscription("sub_later", metadata, "active"));
    expect(await outboxTypes(service().ctx.db, stream)).toEqual([
      "SubscriptionStarted",
      "SubscriptionActivated",
    ]);
  });

  it("the owner's cancel asks Stripe to end it at the period's end; deleted then cancels it", async () => {
    const { subscriptionId, metadata, stream, organizationId, owner } = await subscribe();
    await webhook("customer.subscription.created", stripeSubscription("sub_cancel", metadata, "active"));
    const cancel = await service().app.inject({
      method: "POST",
      url: `/api/v1/organizations/${organizationId}/subscription/cancel`,
      headers: await service().bearer(owner),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: "active",
      cancelsAt: new Date(PERIOD_END * 1000).toISOString(),
    });
    const call = calls.findLast((c) => c.path === "/v1/subscriptions/sub_cancel")!;
    expect(call.form.get("cancel_at_period_end")).toBe("true");
    // Stripe's own word of the same change, then the period's end.
    await webhook(
      "customer.subscription.updated",
      stripeSubscription("sub_cancel", metadata, "active", true),
    );
    const deleted = stripeSubscription("sub_cancel", metadata, "canceled", true);
    const end = await webhook("customer.subscription.deleted", deleted);
    await webhook("customer.subscription.deleted", deleted, end.eventId);
    expect(await status(subscriptionId)).toMatchObject({ status: "cancelled" });
    expect(await outboxTypes(service().ctx.db, stream)).toEqual([
      "SubscriptionStarted",
      "SubscriptionActivated",
      "SubscriptionCancellationScheduled",
      "SubscriptionCancelled",
    ]);
    const { rows } = await sql<{ data: { wasActive: boolean; tier: string } }>`
      SELECT envelope->'data' AS data FROM payments.outbox
      WHERE envelope->>'streamId' = ${stream} AND envelope->>'type' = 'SubscriptionCancelled'`.execute(
      service().ctx.db,
    );
    expect(rows[0]?.data).toMatchObject({ wasActive: true, tier: "masjid" });
  });

  it("tells Stripe to end an older checkout paid while another subscription is active: no second bill", async () => {
    const organizationId = randomUUID();
    const owner = person({ id: organizationId, role: "owner" });
    const start = async (tier: string) => {
      const response = await service().app.inject({
        method: "POST",
        url: `/api/v1/organizations/${organizationId}/subscription`,
        headers: await service().bearer(owner),
        payload: { tier },
      });
      const { subscriptionId } = response.json() as { subscriptionId: string };
      return { subscriptionId, organizationId, tier };
    };
    const older = await start("masjid");
    const newer = await start("organization");
    await webhook("customer.subscription.created", stripeSubscription("sub_newer", newer, "active"));
    await webhook("customer.subscription.created", stripeSubscription("sub_older", older, "active"));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      "/v1/subscriptions/sub_older",
    ]);
    expect(await status(older.subscriptionId)).toMatchObject({ status: "pending" });
    await webhook("customer.subscription.deleted", stripeSubscription("sub_older", older, "canceled"));
    expect(await outboxTypes(service().ctx.db, subscriptionStreamId(organizationId))).toEqual([
      "SubscriptionStarted",
      "SubscriptionStarted",
      "SubscriptionActivated",
      "SubscriptionCancelled",
    ]);
    expect(await status(newer.subscriptionId)).toMatchObject({ status: "active", provider_ref: "sub_newer" });
  });

  it("settles out-of-order deliveries: a created after deleted does not bring it back", async () => {
    const { subscriptionId, metadata, stream } = await subscribe();
    await webhook("customer.subscription.deleted", stripeSubscription("sub_late", metadata, "canceled"));
    await webhook("customer.subscription.created", stripeSubscription("sub_late", metadata, "active"));
    expect(await status(subscriptionId)).toMatchObject({ status: "cancelled" });
    expect(await outboxTypes(service().ctx.db, stream)).toEqual([
      "SubscriptionStarted",
      "SubscriptionCancelled",
    ]);
  });

  it("answers 400 to a bad signature, and ignores subscriptions it did not start", async () => {
    const { subscriptionId, metadata, stream } = await subscribe();
    const forged = await webhook(
      "customer.subscription.created",
      stripeSubscription("sub_forged", metadata, "active"),
      undefined,
      "whsec_wrong",
    );
    expect(forged.response.statusCode).toBe(400);
    const stranger = await webhook(
      "customer.subscription.created",
      stripeSubscription("sub_other", { subscriptionId: randomUUID() }, "active"),
    );
    expect(stranger.response.statusCode).toBe(200);
    expect(await status(subscriptionId)).toMatchObject({ status: "pending" });
    expect(await outboxTypes(service().ctx.db, stream)).toEqual(["SubscriptionStarted"]);
  });
});

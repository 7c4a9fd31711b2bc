import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { subscriptionStreamId } from "@mawid/contracts/payments";
import { outboxTypes, person, usePaymentsService } from "./harness.ts";

const service = usePaymentsService({ balancedLedger: false });

async function as(claims: ReturnType<typeof person>, method: "GET" | "POST", url: string, payload?: unknown) {
  return service().app.inject({
    method,
    url,
    headers: await service().bearer(claims),
    payload: payload as never,
  });
}

async function subscriptionRows(organizationId: string) {
  const { rows } = await sql<{ subscription_id: string; tier: string; status: string }>`
    SELECT subscription_id, tier, status FROM payments.subscriptions WHERE organization_id = ${organizationId}`.execute(
    service().ctx.db,
  );
  return rows;
}

describe("tier subscriptions with the test provider", () => {
  it("the owner upgrades: the test page's Pay activates it once, and SubscriptionActivated goes out", async () => {
    const organizationId = randomUUID();
    const owner = person({ id: organizationId, role: "owner" });
    const started = await as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription`, {
      tier: "masjid",
    });
    expect(started.statusCode).toBe(200);
    const { subscriptionId, url } = started.json() as { subscriptionId: string; url: string };
    expect(url).toBe(`/checkout/test/subscription/${subscriptionId}`);

    const page = await as(owner, "GET", `/api/v1/subscriptions/${subscriptionId}`);
    expect(page.json()).toMatchObject({ tier: "masjid", status: "pending", amount: 2900, currency: "USD" });

    for (let i = 0; i < 2; i++) {
      const paid = await as(owner, "POST", `/api/v1/subscriptions/${subscriptionId}/test/complete`);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: "active", tier: "masjid" });
    }
    expect(await outboxTypes(service().ctx.db, subscriptionStreamId(organizationId))).toEqual([
      "SubscriptionStarted",
      "SubscriptionActivated",
    ]);
    const current = await as(owner, "GET", `/api/v1/organizations/${organizationId}/subscription`);
    expect(current.json()).toMatchObject({ subscription: { subscriptionId, status: "active" } });

    const another = await as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription`, {
      tier: "organization",
    });
    expect(another.statusCode).toBe(409);
    expect(another.json()).toMatchObject({ error: { code: "SUBSCRIPTION_ACTIVE" } });
  });

  it("the owner cancels: SubscriptionCancelled at once, and a second cancel is refused", async () => {
    const organizationId = randomUUID();
    const owner = person({ id: organizationId, role: "owner" });
    const started = await as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription`, {
      tier: "organization",
    });
    const { subscriptionId } = started.json() as { subscriptionId: string };
    await as(owner, "POST", `/api/v1/subscriptions/${subscriptionId}/test/complete`);
    const admin = person({ id: organizationId, role: "admin" });
    expect(
      (await as(admin, "POST", `/api/v1/organizations/${organizationId}/subscription/cancel`)).statusCode,
    ).toBe(403);

    const cancelled = await as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ subscriptionId, status: "cancelled" });
    expect(await outboxTypes(service().ctx.db, subscriptionStreamId(organizationId))).toEqual([
      "SubscriptionStarted",
      "SubscriptionActivated",
      "SubscriptionCancelled",
    ]);
    const again = await as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: "SUBSCRIPTION_NOT_ACTIVE" } });
  });

  it("refuses anyone but the owner, and writes nothing", async () => {
    const organizationId = randomUUID();
    for (const caller of [
      person({ id: organizationId, role: "admin" }),
      person({ id: organizationId, role: "staff" }),
      person(),
    ]) {
      const response = await as(caller, "POST", `/api/v1/organizations/${organizationId}/subscription`, {
        tier: "masjid",
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await service().app.inject({
      method: "POST",
      url: `/api/v1/organizations/${organizationId}/subscription`,
      payload: { tier: "masjid" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await subscriptionRows(organizationId)).toEqual([]);
  });

  it("answers 400 for a tier that is not for sale", async () => {
    const organizationId = randomUUID();
    const owner = person({ id: organizationId, role: "owner" });
    for (const tier of ["free", "enterprise", "gold", 3]) {
      const response = await as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription`, {
        tier,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    }
    expect(await subscriptionRows(organizationId)).toEqual([]);
  });

  it("a double click gives one subscription and one checkout", async () => {
    const organizationId = randomUUID();
    const owner = person({ id: organizationId, role: "owner" });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription`, { tier: "masjid" }),
      ),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    const ids = new Set(responses.map((r) => (r.json() as { subscriptionId: string }).subscriptionId));
    expect(ids.size).toBe(1);
    expect(await subscriptionRows(organizationId)).toEqual([
      { subscription_id: [...ids][0], tier: "masjid", status: "pending" },
    ]);
  });

  it("keeps a checkout to the one who started it", async () => {
    const organizationId = randomUUID();
    const owner = person({ id: organizationId, role: "owner" });
    const started = await as(owner, "POST", `/api/v1/organizations/${organizationId}/subscription`, {
      tier: "masjid",
    });
    const { subscriptionId } = started.json() as { subscriptionId: string };
    const stranger = person();
    expect((await as(stranger, "GET", `/api/v1/subscriptions/${subscriptionId}`)).statusCode).toBe(404);
    expect(
      (await as(stranger, "POST", `/api/v1/subscriptions/${subscriptionId}/test/complete`)).statusCode,
    ).toBe(404);
    expect(await subscriptionRows(organizationId)).toMatchObject([{ status: "pending" }]);
  });
});

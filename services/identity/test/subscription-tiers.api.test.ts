import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTier } from "@mawid/contracts/identity";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { subscriptionTiersConsumer } from "../src/consumers/subscription-tiers.ts";
import { type Identity, startIdentity } from "./harness.ts";
import { verifiedAccount } from "./verified-account.ts";

let tdb: TestDatabase;
let id: Identity;
const consumer = subscriptionTiersConsumer();

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url);
});
afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

let owners = 0;
async function organization(): Promise<string> {
  const { headers } = await verifiedAccount(id, `tier-owner-${++owners}@example.org`);
  const created = await id.app.inject({
    method: "POST",
    url: "/api/v1/organizations",
    headers,
    payload: { name: "Masjid Al-Huda", kind: "masjid" },
  });
  return created.json().id as string;
}

/** Payments' event, handed to the consumer as the bus would, in its own transaction. */
function deliver(type: "SubscriptionActivated" | "SubscriptionCancelled", data: Record<string, unknown>) {
  const organizationId = data.organizationId as string;
  const envelope = firstEventEnvelope({
    type,
    streamType: "payments.subscription",
    streamId: `subscriptions-${organizationId}`,
    data,
  });
  return id.ctx.db.transaction().execute((trx) =>
    consumer.handle(trx, {
      topic: "payments.subscription.v1",
      key: envelope.streamId,
      headers: {},
      envelope,
    }),
  );
}

const activated = (organizationId: string, tier: "masjid" | "organization") =>
  deliver("SubscriptionActivated", {
    subscriptionId: randomUUID(),
    organizationId,
    tier,
    providerRef: null,
    currentPeriodEnd: null,
    activatedAt: new Date().toISOString(),
  });
const cancelled = (organizationId: string, tier: "masjid" | "organization", wasActive = true) =>
  deliver("SubscriptionCancelled", {
    subscriptionId: randomUUID(),
    organizationId,
    tier,
    wasActive,
    reason: "Cancelled by the owner",
    cancelledAt: new Date().toISOString(),
  });

async function tierOf(organizationId: string): Promise<TTier> {
  return (await id.app.inject({ url: `/api/v1/organizations/${organizationId}` })).json().tier;
}

async function setTierAsAdmin(organizationId: string, tier: TTier) {
  const admin = await id.bearer({
    sub: randomUUID(),
    email: "operator@example.org",
    emailVerified: true,
    role: "admin",
    orgs: {},
  });
  const response = await id.app.inject({
    method: "PUT",
    url: `/api/v1/organizations/${organizationId}/tier`,
    headers: admin,
    payload: { tier },
  });
  expect(response.statusCode).toBe(200);
}

describe("identity's subscription-tiers consumer", () => {
  it("gives the paid tier, and takes it back when that subscription ends", async () => {
    const organizationId = await organization();
    await activated(organizationId, "organization");
    expect(await tierOf(organizationId)).toBe("organization");
    await cancelled(organizationId, "organization");
    expect(await tierOf(organizationId)).toBe("free");
  });

  it("leaves the tier alone for a checkout that was never paid", async () => {
    const organizationId = await organization();
    await activated(organizationId, "masjid");
    await cancelled(organizationId, "organization", false);
    expect(await tierOf(organizationId)).toBe("masjid");
  });

  it("keeps a tier an operator chose since: the end of another tier's subscription changes nothing", async () => {
    const organizationId = await organization();
    await activated(organizationId, "masjid");
    await setTierAsAdmin(organizationId, "organization");
    await cancelled(organizationId, "masjid");
    expect(await tierOf(organizationId)).toBe("organization");
  });

  it("never lowers an enterprise organisation to a paid tier", async () => {
    const organizationId = await organization();
    await setTierAsAdmin(organizationId, "enterprise");
    await activated(organizationId, "masjid");
    expect(await tierOf(organizationId)).toBe("enterprise");
  });
});

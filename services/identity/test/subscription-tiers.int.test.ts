import { decodeJwt } from "jose";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type Bus,
  type Consumer,
  createBus,
  migrateBus,
  type Relay,
  startConsumer,
  startRelay,
} from "@mawid/bus";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase, waitFor } from "@mawid/testing";
import { paymentsService } from "../../payments/src/app.ts";
import { subscriptionTiersConsumer } from "../src/consumers/subscription-tiers.ts";
import { type Identity, startIdentity } from "./harness.ts";
import { verifiedAccount } from "./verified-account.ts";

// Identity and payments on one real PostgreSQL, joined by the real postgres bus: payments' relay
// publishes its outbox, and identity's subscription-tiers consumer (with its inbox) takes
// SubscriptionActivated and SubscriptionCancelled from it, as the running services do.

let tdb: TestDatabase;
let id: Identity;
let payments: TestService<unknown>;
let bus: Bus;
let relay: Relay;
let consumer: Consumer;

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url);
  payments = await startTestService(paymentsService, tdb.url);
  await migrateBus(payments.ctx.db);
  bus = await createBus({ transport: "postgres", databaseUrl: tdb.url, clientId: "subscription-tiers-test" });
  relay = startRelay({ db: payments.ctx.db, schema: "payments", bus });
  consumer = await startConsumer({ db: id.ctx.db, schema: "identity", bus, ...subscriptionTiersConsumer() });
}, 120_000);
afterAll(async () => {
  await consumer?.stop();
  await relay?.stop();
  await bus?.close();
  await payments?.close();
  await id?.close();
  await tdb?.drop();
});

/** The claims identity signs for this person now, as every service reads them. */
async function claimsOf(email: string): Promise<TAccessClaims> {
  const { accessToken } = await id.session(email);
  const {
    sub,
    email: address,
    emailVerified,
    role,
    orgs,
  } = decodeJwt(accessToken) as unknown as TAccessClaims;
  return { sub: sub, email: address, emailVerified, role, orgs };
}

async function tierOf(organizationId: string): Promise<string> {
  return (await id.app.inject({ url: `/api/v1/organizations/${organizationId}` })).json().tier;
}

async function tierChanges(db: Kysely<unknown>, organizationId: string) {
  const { rows } = await sql<{ tier: string }>`
    SELECT data->>'tier' AS tier FROM identity.events
    WHERE stream_id = ${organizationId} AND type = 'TierChanged' ORDER BY stream_position`.execute(db);
  return rows.map((r) => r.tier);
}

it("a paid subscription gives the organisation its tier and the token its features; cancelling takes them back", async () => {
  const email = "subscribing-owner@example.org";
  const { headers } = await verifiedAccount(id, email);
  const created = await id.app.inject({
    method: "POST",
    url: "/api/v1/organizations",
    headers,
    payload: { name: "Masjid As-Salam", kind: "masjid" },
  });
  expect(created.statusCode).toBe(201);
  const organizationId = created.json().id as string;
  const owner = await claimsOf(email);
  expect(owner.orgs[organizationId]).toMatchObject({ role: "owner", tier: "free" });
  expect(owner.orgs[organizationId]?.features).not.toContain("advanced_analytics");

  const bearer = await payments.bearer(owner);
  const started = await payments.app.inject({
    method: "POST",
    url: `/api/v1/organizations/${organizationId}/subscription`,
    headers: bearer,
    payload: { tier: "masjid" },
  });
  expect(started.statusCode).toBe(200);
  const { subscriptionId } = started.json() as { subscriptionId: string };
  const paid = await payments.app.inject({
    method: "POST",
    url: `/api/v1/subscriptions/${subscriptionId}/test/complete`,
    headers: bearer,
  });
  expect(paid.statusCode).toBe(200);

  await waitFor(
    "the masjid tier in identity",
    async () => (await tierOf(organizationId)) === "masjid",
    60_000,
  );
  const upgraded = await claimsOf(email);
  expect(upgraded.orgs[organizationId]).toMatchObject({ tier: "masjid" });
  expect(upgraded.orgs[organizationId]?.features).toContain("advanced_analytics");

  const cancelled = await payments.app.inject({
    method: "POST",
    url: `/api/v1/organizations/${organizationId}/subscription/cancel`,
    headers: bearer,
  });
  expect(cancelled.statusCode).toBe(200);
  await waitFor("the free tier again", async () => (await tierOf(organizationId)) === "free", 60_000);
  expect((await claimsOf(email)).orgs[organizationId]?.features).not.toContain("advanced_analytics");

  // The bus delivering SubscriptionActivated again (at least once) gives no second tier change.
  const { rows } = await sql<{ topic: string; key: string; envelope: never }>`
    SELECT topic, key, envelope FROM bus.messages WHERE envelope->>'type' = 'SubscriptionActivated'
      AND envelope->'data'->>'organizationId' = ${organizationId}`.execute(payments.ctx.db);
  expect(rows).toHaveLength(1);
  await bus.publish(rows);
  await waitFor("the redelivery handled", async () => (await consumer.lag()) === 0, 60_000);
  expect(await tierOf(organizationId)).toBe("free");
  expect(await tierChanges(id.ctx.db, organizationId)).toEqual(["masjid", "free"]);
}, 180_000);

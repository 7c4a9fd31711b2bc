import { decodeJwt } from "jose";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type TAccessClaims, ZAccessClaims } from "@mawid/contracts/platform";
import { ForbiddenError, requireFeature } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { type Identity, startIdentity } from "./harness.ts";
import { verifiedAccount } from "./verified-account.ts";

// Other services decide features from identity's token alone, so the token must say what
// identity's subscription_features table says, including an operator's change to it.

const ADMIN = "platform-admin@example.org";
const OWNER = "owner@example.org";

let tdb: TestDatabase;
let id: Identity;
let orgId: string;

const claimsOf = async (email: string): Promise<TAccessClaims> =>
  ZAccessClaims.parse(decodeJwt((await id.session(email)).accessToken));

/** What an operator does to change what a tier includes, without a deploy. */
async function setFeature(tier: string, feature: string, enabled: boolean): Promise<void> {
  await sql`
    UPDATE identity.subscription_features SET is_enabled = ${enabled}
    WHERE tier = ${tier} AND feature_name = ${feature}`.execute(id.ctx.db);
}

const refusal = (claims: TAccessClaims, feature: Parameters<typeof requireFeature>[2]) => {
  try {
    requireFeature(claims, orgId, feature);
    return null;
  } catch (error) {
    return error instanceof ForbiddenError ? error.code : error;
  }
};

beforeAll(async () => {
  tdb = await createTestDatabase();
  id = await startIdentity(tdb.url, { BOOTSTRAP_ADMIN_EMAIL: ADMIN });
  const admin = await verifiedAccount(id, ADMIN);
  const owner = await id.account(OWNER);
  const created = await id.app.inject({
    method: "POST",
    url: "/api/v1/organizations",
    headers: owner.headers,
    payload: { name: "Masjid Al-Huda", kind: "masjid", country: "gb" },
  });
  expect(created.statusCode).toBe(201);
  orgId = created.json().id;
  const tiered = await id.app.inject({
    method: "PUT",
    url: `/api/v1/organizations/${orgId}/tier`,
    headers: admin.headers,
    payload: { tier: "masjid" },
  });
  expect(tiered.statusCode).toBe(200);
});

afterAll(async () => {
  await id?.close();
  await tdb?.drop();
});

it("carries the features identity's table enables for the organisation's tier", async () => {
  const { orgs } = await claimsOf(OWNER);
  expect(orgs[orgId]?.tier).toBe("masjid");
  expect(orgs[orgId]?.features.toSorted()).toEqual([
    "advanced_analytics",
    "advanced_ticketing",
    "algorithm_promotion_basic",
    "basic_analytics",
    "charts_graphs",
    "custom_branding",
    "donor_tickets",
    "dynamic_pricing",
    "gender_segregated_ticketing",
    "promotion_algorithm",
    "special_ticket_types",
    "unlimited_events",
  ]);
});

it("follows an operator's change to the table at the next sign-in, and services honour it", async () => {
  const before = await claimsOf(OWNER);
  expect(refusal(before, "white_label")).toBe("FEATURE_NOT_IN_TIER");
  expect(refusal(before, "advanced_analytics")).toBeNull();

  // White label turned on for the masjid tier; advanced analytics, which the seed's defaults give
  // the masjid tier, turned off.
  await setFeature("masjid", "white_label", true);
  await setFeature("masjid", "advanced_analytics", false);
  const after = await claimsOf(OWNER);

  expect(after.orgs[orgId]?.features).toContain("white_label");
  expect(after.orgs[orgId]?.features).not.toContain("advanced_analytics");
  expect(refusal(after, "white_label")).toBeNull();
  expect(refusal(after, "advanced_analytics")).toBe("FEATURE_NOT_IN_TIER");
});

it("names the account by the display name it has at the next sign-in", async () => {
  const owner = await id.session(OWNER);
  expect((await claimsOf(OWNER)).name).toBe("Test User");
  const renamed = await id.app.inject({
    method: "PATCH",
    url: "/api/v1/me",
    headers: owner.headers,
    payload: { displayName: "Imam Abdullah" },
  });
  expect(renamed.statusCode).toBe(200);
  expect((await claimsOf(OWNER)).name).toBe("Imam Abdullah");
});

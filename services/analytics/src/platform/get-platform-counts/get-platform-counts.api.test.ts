import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { analyticsService } from "../../app.ts";
import { countPlatformEventsConsumer } from "../../consumers/count-platform-events.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

const claims = (role: "user" | "admin"): TAccessClaims => ({
  sub: randomUUID(),
  email: `${role}@example.org`,
  emailVerified: true,
  role,
  orgs: {},
});

const at = "2026-11-24T09:00:00.000Z";
const userId = randomUUID();
const orgId = randomUUID();
const registered = (id: string) => ({
  userId: id,
  email: `${id}@example.org`,
  displayName: "Amina",
  method: "password",
  registeredAt: at,
});
const created = {
  organizationId: orgId,
  name: "Masjid Al-Noor",
  kind: "masjid",
  city: null,
  country: "GB",
  website: null,
  ownerId: userId,
  createdAt: at,
};

/** A message as the bus delivers it, on the stream type's topic. */
function message(streamType: string, type: string, streamId: string, data: Record<string, unknown>) {
  return {
    topic: `${streamType}.v1`,
    key: streamId,
    headers: {},
    envelope: firstEventEnvelope({ type, streamType, streamId, data, occurredAt: at }),
  };
}

beforeAll(async () => {
  database = await createTestDatabase("analytics");
  service = await startTestService(analyticsService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

describe("GET /api/v1/analytics/platform", () => {
  it("is 401 without a user and 403 for a non-admin", async () => {
    const anonymous = await service.app.inject({ method: "GET", url: "/api/v1/analytics/platform" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHENTICATED");
    const user = await service.app.inject({
      method: "GET",
      url: "/api/v1/analytics/platform",
      headers: await service.bearer(claims("user")),
    });
    expect(user.statusCode).toBe(403);
    expect(user.json().error.code).toBe("FORBIDDEN");
  });

  it("is 401 to a made-up admin claim, and to an admin token from another signer or out of date", async () => {
    const url = "/api/v1/analytics/platform";
    const madeUp = Buffer.from(JSON.stringify(claims("admin"))).toString("base64url");
    const header = await service.app.inject({ method: "GET", url, headers: { "x-mawid-user": madeUp } });
    expect(header.statusCode).toBe(401);
    const elsewhere = await startTestService(analyticsService, database.url);
    try {
      const foreign = await service.app.inject({
        method: "GET",
        url,
        headers: await elsewhere.bearer(claims("admin")),
      });
      expect(foreign.statusCode).toBe(401);
      expect(foreign.json().error.code).toBe("INVALID_TOKEN");
    } finally {
      await elsewhere.close();
    }
    const expired = await service.app.inject({
      method: "GET",
      url,
      headers: await service.bearer(claims("admin"), new Date(Date.now() - 1_000)),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe("TOKEN_EXPIRED");
  });

  it("returns the counts by type that the consumer projected", async () => {
    const consumer = countPlatformEventsConsumer("analytics");
    expect(consumer.topics).toEqual(["identity.user.v1", "identity.organization.v1"]);
    const other = randomUUID();
    await service.ctx.db.transaction().execute(async (trx) => {
      await consumer.handle(trx, message("identity.user", "UserRegistered", userId, registered(userId)));
      await consumer.handle(trx, message("identity.user", "UserRegistered", other, registered(other)));
      await consumer.handle(
        trx,
        message("identity.user", "EmailVerified", userId, { userId, email: "a@example.org", verifiedAt: at }),
      );
      await consumer.handle(trx, message("identity.organization", "OrganizationCreated", orgId, created));
    });
    const response = await service.app.inject({
      method: "GET",
      url: "/api/v1/analytics/platform",
      headers: await service.bearer(claims("admin")),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(4);
    expect(body.counts.map((c: { type: string; count: number }) => [c.type, c.count])).toEqual([
      ["OrganizationCreated", 1],
      ["EmailVerified", 1],
      ["UserRegistered", 2],
    ]);
  });
});

describe("the platform-counts consumer", () => {
  it("refuses a message whose data breaks its event's contract, so it is retried and then parked", async () => {
    const consumer = countPlatformEventsConsumer("analytics");
    const broken = message("identity.user", "UserRegistered", userId, { userId: "not-a-uuid" });
    await expect(
      service.ctx.db.transaction().execute((trx) => consumer.handle(trx, broken)),
    ).rejects.toThrow();
  });
});

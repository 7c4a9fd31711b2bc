import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TAccessClaims, VERIFIED_USER_HEADER } from "@mawid/contracts/platform";
import { encodeVerifiedUser, startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { analyticsService } from "../../app.ts";
import { countPlatformEvent } from "../../consumers/count-platform-events.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

const claims = (role: "user" | "admin"): TAccessClaims => ({
  sub: randomUUID(),
  email: `${role}@example.org`,
  emailVerified: true,
  role,
  orgs: {},
});

function message(topic: string, type: string, streamId: string) {
  return {
    topic,
    key: streamId,
    headers: {},
    envelope: firstEventEnvelope({ type, streamType: topic.replace(/\.v1$/, ""), streamId }),
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
      headers: { [VERIFIED_USER_HEADER]: encodeVerifiedUser(claims("user")) },
    });
    expect(user.statusCode).toBe(403);
    expect(user.json().error.code).toBe("FORBIDDEN");
  });

  it("returns the counts by type that the consumer projected", async () => {
    await service.ctx.db.transaction().execute(async (trx) => {
      await countPlatformEvent(trx, message("identity.user.v1", "UserRegistered", "u1"));
      await countPlatformEvent(trx, message("identity.user.v1", "UserRegistered", "u2"));
      await countPlatformEvent(trx, message("identity.user.v1", "EmailVerified", "u1"));
      await countPlatformEvent(trx, message("identity.organization.v1", "OrganizationCreated", "o1"));
    });
    const response = await service.app.inject({
      method: "GET",
      url: "/api/v1/analytics/platform",
      headers: { [VERIFIED_USER_HEADER]: encodeVerifiedUser(claims("admin")) },
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

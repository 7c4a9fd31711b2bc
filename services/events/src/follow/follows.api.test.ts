import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { announce, host, someone } from "../../test/discovery-fixtures.ts";
import { eventsService } from "../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

describe("following an organisation", () => {
  it("follows once however often asked, counts followers, and unfollows", async () => {
    const { organizationId } = host();
    await announce(service, "OrganizationCreated", {
      organizationId,
      name: "Masjid Al-Noor",
      kind: "masjid",
      city: null,
      country: "GB",
      website: null,
      ownerId: someone().sub,
      createdAt: "2026-11-24T10:00:00.000Z",
    });
    const url = `/api/v1/organizations/${organizationId}/follow`;
    const [amina, bilal] = [someone(), someone()];
    const follow = async (who: typeof amina) =>
      service.app.inject({ method: "PUT", url, headers: await service.bearer(who) });
    expect((await follow(amina)).json()).toEqual({ organizationId, following: true, followers: 1 });
    expect((await follow(amina)).json()).toEqual({ organizationId, following: true, followers: 1 });
    expect((await follow(bilal)).json()).toEqual({ organizationId, following: true, followers: 2 });

    const anonymous = await service.app.inject({ method: "GET", url });
    expect(anonymous.json()).toEqual({ organizationId, following: false, followers: 2 });
    const mine = await service.app.inject({
      method: "GET",
      url: "/api/v1/follows",
      headers: await service.bearer(amina),
    });
    expect(mine.json().items).toMatchObject([{ organizationId, organizationName: "Masjid Al-Noor" }]);

    const unfollowed = await service.app.inject({
      method: "DELETE",
      url,
      headers: await service.bearer(amina),
    });
    expect(unfollowed.json()).toEqual({ organizationId, following: false, followers: 1 });
  });

  it("needs someone signed in to follow", async () => {
    const response = await service.app.inject({
      method: "PUT",
      url: `/api/v1/organizations/${host().organizationId}/follow`,
    });
    expect(response.statusCode).toBe(401);
    const unknown = await service.app.inject({
      method: "PUT",
      url: "/api/v1/organizations/not-an-id/follow",
      headers: await service.bearer(someone()),
    });
    expect(unknown.statusCode).toBe(400);
  });
});

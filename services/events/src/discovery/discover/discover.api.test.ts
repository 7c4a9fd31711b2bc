import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPersonalDiscoveryPage } from "@mawid/contracts/events";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { announce, host, publishEvent, someone } from "../../../test/discovery-fixtures.ts";
import { eventsService } from "../../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;
const followed = host();
const premium = host();
const neighbour = host();
const amina = someone();
const bradford = {
  name: "Bradford Grand Mosque",
  address: "Bradford",
  latitude: 53.7955,
  longitude: -1.7594,
};

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url);
  await publishEvent(service, followed, { title: "Followed host's talk", venue: bradford });
  await publishEvent(service, premium, { title: "Premium gala", category: "gala", venue: bradford });
  await publishEvent(service, neighbour, { title: "Neighbourhood iftar", category: "iftar" });
  await publishEvent(service, neighbour, { title: "Neighbourhood class", category: "class" });
  await announce(service, "TierChanged", {
    organizationId: premium.organizationId,
    tier: "organization",
    previousTier: "free",
    changedAt: "2026-11-24T10:00:00.000Z",
  });
  await service.app.inject({
    method: "PUT",
    url: `/api/v1/organizations/${followed.organizationId}/follow`,
    headers: await service.bearer(amina),
  });
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

async function discover(query: string, who?: TAccessClaims): Promise<TPersonalDiscoveryPage> {
  const headers = who ? await service.bearer(who) : {};
  const response = await service.app.inject({ method: "GET", url: `/api/v1/discover${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("GET /api/v1/discover", () => {
  it("ranks by how many reasons I have to go, before the promoted, and labels the promoted", async () => {
    const page = await discover("?near=51.5175,-0.0653&categories=iftar", amina);
    expect(page.items.map((e) => [e.title, e.reasons, e.promoted])).toEqual([
      ["Neighbourhood iftar", ["category", "nearby"], false],
      ["Followed host's talk", ["followed"], false],
      ["Neighbourhood class", ["nearby"], false],
      ["Premium gala", [], true],
    ]);
    expect(page.total).toBe(4);
  });

  it("lifts the promoted among events alike for someone signed out", async () => {
    const page = await discover("");
    expect(page.items[0]).toMatchObject({ title: "Premium gala", promoted: true, reasons: [] });
    expect(page.items.slice(1).map((e) => e.promoted)).toEqual([false, false, false]);
  });
});

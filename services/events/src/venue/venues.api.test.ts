import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { host, someone } from "../../test/discovery-fixtures.ts";
import { eventsService } from "../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;

const hall = {
  name: "Main prayer hall",
  address: "1 Whitechapel Road, London E1 1JX",
  latitude: 51.5176,
  longitude: -0.0657,
};
const annex = {
  name: "Community annex",
  address: "5 Fieldgate Street, London",
  latitude: 51.5168,
  longitude: -0.0641,
};

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

async function as(
  who: TAccessClaims,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) {
  return service.app.inject({ method, url, headers: await service.bearer(who), payload });
}

describe("venues", () => {
  it("keeps one venue on any tier, and a second only with multi_location", async () => {
    const masjid = host();
    const url = `/api/v1/organizations/${masjid.organizationId}/venues`;
    const first = await as(masjid.owner, "POST", url, {
      ...hall,
      timeZone: "Europe/London",
      facilities: ["wudu-area"],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      organizationId: masjid.organizationId,
      ...hall,
      timeZone: "Europe/London",
      capacity: null,
      facilities: ["wudu-area"],
    });
    const second = await as(masjid.owner, "POST", url, annex);
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe("FEATURE_NOT_IN_TIER");

    const network = host(["multi_location"]);
    const networkUrl = `/api/v1/organizations/${network.organizationId}/venues`;
    expect((await as(network.owner, "POST", networkUrl, hall)).statusCode).toBe(201);
    expect((await as(network.owner, "POST", networkUrl, annex)).statusCode).toBe(201);
    const list = await as(network.owner, "GET", networkUrl);
    expect(list.json().items.map((v: { name: string }) => v.name)).toEqual([
      "Community annex",
      "Main prayer hall",
    ]);
  });

  it("updates and removes a venue; a removed one frees its place", async () => {
    const masjid = host();
    const url = `/api/v1/organizations/${masjid.organizationId}/venues`;
    const { id } = (await as(masjid.owner, "POST", url, hall)).json();
    const updated = await as(masjid.owner, "PUT", `${url}/${id}`, { ...hall, capacity: 400 });
    expect(updated.json()).toMatchObject({ id, capacity: 400 });
    expect((await as(masjid.owner, "DELETE", `${url}/${id}`)).statusCode).toBe(204);
    expect((await as(masjid.owner, "DELETE", `${url}/${id}`)).json().error.code).toBe("VENUE_NOT_FOUND");
    expect((await as(masjid.owner, "GET", url)).json()).toEqual({ items: [] });
    expect((await as(masjid.owner, "POST", url, annex)).statusCode).toBe(201);
  });

  it("keeps its venues apart from the organisation's verification, which it can still ask for", async () => {
    const masjid = host();
    expect(
      (await as(masjid.owner, "POST", `/api/v1/organizations/${masjid.organizationId}/venues`, hall))
        .statusCode,
    ).toBe(201);
    const asked = await as(
      masjid.owner,
      "POST",
      `/api/v1/organizations/${masjid.organizationId}/verification`,
      {
        details: "Registered charity 1234567, serving East London since 1985",
        documentUrls: ["https://example.org/charity-register.pdf"],
      },
    );
    expect(asked.statusCode).toBe(201);
    const approved = await as(
      masjid.admin,
      "POST",
      `/api/v1/organizations/${masjid.organizationId}/verification/approve`,
    );
    expect(approved.json()).toMatchObject({ status: "verified" });
  });

  it("is the organisation's own: others get 403, bad input 400", async () => {
    const masjid = host();
    const url = `/api/v1/organizations/${masjid.organizationId}/venues`;
    expect((await as(someone(), "POST", url, hall)).json().error.code).toBe("NOT_A_MEMBER");
    expect((await as(someone(), "GET", url)).statusCode).toBe(403);
    const bad = await as(masjid.owner, "POST", url, { ...hall, latitude: 91, timeZone: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["latitude", "timeZone"]);
  });
});

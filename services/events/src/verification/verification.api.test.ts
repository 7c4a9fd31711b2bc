import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { announce, createEvent, host, someone } from "../../test/discovery-fixtures.ts";
import { eventsService } from "../app.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;
const masjid = host();
const url = `/api/v1/organizations/${masjid.organizationId}/verification`;
const request = {
  details: "Masjid Al-Noor, a registered charity serving East London since 1998.",
  documentUrls: ["https://example.org/charity-certificate.pdf"],
};

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

async function as(who: typeof masjid.owner | null, method: "GET" | "POST", path: string, payload?: object) {
  const headers = who ? await service.bearer(who) : {};
  return service.app.inject({ method, url: path, headers, payload });
}

describe("host verification", () => {
  it("lets only the organisation's owners and admins ask, with details and documents", async () => {
    const staff = {
      ...someone(),
      orgs: { [masjid.organizationId]: { role: "staff" as const, tier: "free" as const, features: [] } },
    };
    expect((await as(staff, "POST", url, request)).json().error.code).toBe("INSUFFICIENT_ROLE");
    expect((await as(someone(), "POST", url, request)).json().error.code).toBe("NOT_A_MEMBER");
    expect((await as(null, "POST", url, request)).statusCode).toBe(401);
    const noDocuments = await as(masjid.owner, "POST", url, { ...request, documentUrls: [] });
    expect(noDocuments.statusCode).toBe(400);
    expect(noDocuments.json().error.fields).toEqual({ documentUrls: "Add at least one document" });
    const notALink = await as(masjid.owner, "POST", url, {
      ...request,
      documentUrls: ["javascript:alert(1)"],
    });
    expect(notALink.statusCode).toBe(400);
  });

  it("keeps a request pending until a platform admin decides, and shows it in their queue", async () => {
    const asked = await as(masjid.owner, "POST", url, request);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      status: "pending",
      ...request,
      decidedAt: null,
      rejectionReason: null,
    });
    expect((await as(masjid.owner, "POST", url, request)).json().error.code).toBe("VERIFICATION_PENDING");
    expect((await as(masjid.owner, "GET", "/api/v1/verification-requests")).statusCode).toBe(403);
    await announce(service, "OrganizationCreated", {
      organizationId: masjid.organizationId,
      name: "Masjid Al-Noor",
      kind: "masjid",
      city: "London",
      country: "GB",
      website: null,
      ownerId: masjid.owner.sub,
      createdAt: "2026-11-24T10:00:00.000Z",
    });
    const queue = await as(masjid.admin, "GET", "/api/v1/verification-requests");
    expect(
      queue
        .json()
        .items.map((r: { organizationId: string; organizationName: string | null }) => [
          r.organizationId,
          r.organizationName,
        ]),
    ).toEqual([[masjid.organizationId, "Masjid Al-Noor"]]);
  });

  it("rejects with a reason the organisation sees, and lets it ask again", async () => {
    expect((await as(masjid.owner, "POST", `${url}/reject`, { reason: "Unreadable" })).statusCode).toBe(403);
    const rejected = await as(masjid.admin, "POST", `${url}/reject`, {
      reason: "The certificate is unreadable",
    });
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      rejectionReason: "The certificate is unreadable",
    });
    expect((await as(masjid.owner, "GET", url)).json().status).toBe("rejected");
    expect((await as(someone(), "GET", url)).statusCode).toBe(403);
    expect((await as(masjid.owner, "POST", url, request)).statusCode).toBe(201);
  });

  it("verifies the host: HostVerified is announced, and its events are approved on submission with the badge", async () => {
    const verified = await as(masjid.admin, "POST", `${url}/approve`);
    expect(verified.json()).toMatchObject({ status: "verified", rejectionReason: null });
    expect((await as(masjid.admin, "POST", `${url}/approve`)).json().error.code).toBe("ALREADY_VERIFIED");
    const { rows } = await sql<{ topic: string; type: string; data: { organizationId: string } }>`
      SELECT topic, envelope->>'type' AS type, envelope->'data' AS data FROM events.outbox
      WHERE envelope->>'type' = 'HostVerified'`.execute(service.ctx.db);
    expect(rows).toMatchObject([
      { topic: "events.host-verification.v1", data: { organizationId: masjid.organizationId } },
    ]);

    const id = await createEvent(service, masjid, { title: "Verified host's halaqa", category: "halaqa" });
    const submitted = await as(masjid.owner, "POST", `/api/v1/events/${id}/submit`);
    expect(submitted.json().status).toBe("published");
    const listed = await as(null, "GET", "/api/v1/events?q=halaqa");
    expect(listed.json().items).toMatchObject([{ id, hostVerified: true }]);
  });
});

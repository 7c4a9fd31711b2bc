import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { type EventsHarness, iftar, person, startEvents } from "../../test/harness.ts";

let h: EventsHarness;
const orgId = randomUUID();
const owner = person({ [orgId]: "owner" });
const scanner = person({ [orgId]: "scanner" });
const outsider = person({ [randomUUID()]: "owner" });
const admin = person({}, { admin: true });

async function call(method: "GET" | "POST", url: string, who: TAccessClaims | null, payload?: object) {
  const headers = who ? await h.as(who) : {};
  return h.service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function create(title: string, startsAt: string) {
  const endsAt = new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString();
  const res = await call("POST", "/api/v1/events", owner, { ...iftar(orgId), title, startsAt, endsAt });
  return res.json().id as string;
}

const url = `/api/v1/organizations/${orgId}/events`;
const summary = (body: { items: { title: string; status: string; rejectionReason: string | null }[] }) =>
  body.items.map((e) => [e.title, e.status, e.rejectionReason]);

beforeAll(async () => {
  h = await startEvents();
  await create("Draft halaqa", "2030-01-10T18:00:00Z");
  const waiting = await create("Waiting iftar", "2030-02-10T18:00:00Z");
  await call("POST", `/api/v1/events/${waiting}/submit`, owner);
  const refused = await create("Refused gala", "2030-03-10T18:00:00Z");
  await call("POST", `/api/v1/events/${refused}/submit`, owner);
  await call("POST", `/api/v1/events/${refused}/reject`, admin, { reason: "Add the venue's address" });
  const live = await create("Eid salah", "2030-04-10T07:00:00Z");
  await call("POST", `/api/v1/events/${live}/submit`, owner);
  await call("POST", `/api/v1/events/${live}/approve`, admin);
  const called = await create("Cancelled dinner", "2030-05-10T18:00:00Z");
  await call("POST", `/api/v1/events/${called}/submit`, owner);
  await call("POST", `/api/v1/events/${called}/approve`, admin);
  await call("POST", `/api/v1/events/${called}/cancel`, owner, { reason: "Hall flooded" });
  await call("POST", "/api/v1/events", person({ [randomUUID()]: "owner" }), iftar(randomUUID()));
});
afterAll(async () => {
  await h?.close();
});

describe("an organisation's events", () => {
  it("lists every status to its members, drafts and rejection reasons too, the latest start first", async () => {
    for (const who of [owner, scanner, admin]) {
      const res = await call("GET", url, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ page: 1, pageSize: 20, total: 5 });
      expect(summary(res.json())).toEqual([
        ["Cancelled dinner", "cancelled", null],
        ["Eid salah", "published", null],
        ["Refused gala", "rejected", "Add the venue's address"],
        ["Waiting iftar", "submitted", null],
        ["Draft halaqa", "draft", null],
      ]);
    }
  });

  it("filters by status and pages", async () => {
    const drafts = await call("GET", `${url}?status=draft`, owner);
    expect(summary(drafts.json())).toEqual([["Draft halaqa", "draft", null]]);
    expect(drafts.json().total).toBe(1);
    const past = await call("GET", `${url}?page=2`, owner);
    expect(past.json()).toMatchObject({ items: [], page: 2, total: 5 });
  });

  it("refuses others: 401 signed out, 403 another organisation's owner, 400 an unknown status", async () => {
    expect((await call("GET", url, null)).statusCode).toBe(401);
    const other = await call("GET", url, outsider);
    expect([other.statusCode, other.json().error.code]).toEqual([403, "NOT_A_MEMBER"]);
    expect((await call("GET", `${url}?status=lost`, owner)).statusCode).toBe(400);
  });
});

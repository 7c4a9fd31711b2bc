import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { type EventsHarness, iftar, person, startEvents } from "./harness.ts";

let h: EventsHarness;
const orgId = randomUUID();
const owner = person({ [orgId]: "owner" });
const staff = person({ [orgId]: "staff" });
const scanner = person({ [orgId]: "scanner" });
const outsider = person({ [randomUUID()]: "owner" });
const admin = person({}, { admin: true });
let eventId = "";
let sessionId = "";
let speakerId = "";

async function call(method: string, url: string, who: TAccessClaims | null, payload?: object) {
  const headers = who ? await h.as(who) : {};
  return h.service.app.inject({
    method: method as "POST",
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  h = await startEvents();
  const created = await call("POST", "/api/v1/events", owner, iftar(orgId));
  eventId = created.json().id;
  await call("POST", `/api/v1/events/${eventId}/submit`, owner);
  await call("POST", `/api/v1/events/${eventId}/approve`, admin);
  speakerId = (await call("POST", `/api/v1/events/${eventId}/speakers`, owner, { name: "Imam Yusuf" })).json()
    .id;
  sessionId = (
    await call("POST", `/api/v1/events/${eventId}/sessions`, owner, {
      title: "Khatirah",
      startsAt: "2030-03-01T17:30:00Z",
      endsAt: "2030-03-01T17:45:00Z",
    })
  ).json().id;
});
afterAll(async () => {
  await h?.close();
});

const session = { title: "Khatirah", startsAt: "2030-03-01T17:30:00Z", endsAt: "2030-03-01T17:50:00Z" };
/** Every write of the event's organisation's editors, on a published event. */
const editorWrites = () =>
  [
    ["PATCH", `/api/v1/events/${eventId}`, { title: "Iftar for all" }],
    ["POST", `/api/v1/events/${eventId}/clone`, { startsAt: "2030-03-08T17:30:00Z" }],
    ["POST", `/api/v1/events/${eventId}/sessions`, session],
    ["PUT", `/api/v1/events/${eventId}/sessions/${sessionId}`, session],
    ["DELETE", `/api/v1/events/${eventId}/sessions/${randomUUID()}`, undefined],
    ["POST", `/api/v1/events/${eventId}/speakers`, { name: "Shaykh Ali" }],
    ["PUT", `/api/v1/events/${eventId}/speakers/${speakerId}`, { name: "Imam Yusuf Ahmad" }],
    ["DELETE", `/api/v1/events/${eventId}/speakers/${randomUUID()}`, undefined],
    ["POST", `/api/v1/events/${eventId}/series`, { recurrence: { kind: "weekly", count: 1 } }],
  ] as const;
const everyWrite = () =>
  [
    ["POST", "/api/v1/events", iftar(orgId)],
    ...editorWrites(),
    ["POST", `/api/v1/events/${eventId}/submit`, undefined],
    ["POST", `/api/v1/events/${eventId}/approve`, undefined],
    ["POST", `/api/v1/events/${eventId}/reject`, { reason: "No" }],
    ["POST", `/api/v1/events/${eventId}/cancel`, { reason: "No" }],
  ] as const;

describe("who may change an event", () => {
  it("asks anonymous callers to sign in (401) for every write and the approval queue", async () => {
    for (const [method, url, body] of [
      ...everyWrite(),
      ["POST", "/api/v1/events/bulk", { action: "submit", eventIds: [eventId] }],
      ["GET", "/api/v1/event-approvals", undefined],
    ] as const) {
      const res = await call(method, url, null, body);
      expect([method, url, res.statusCode, res.json().error.code]).toEqual([
        method,
        url,
        401,
        "UNAUTHENTICATED",
      ]);
    }
  });

  it("refuses another organisation's member (403) for every write", async () => {
    const expected: Record<string, string> = {
      approve: "PLATFORM_ADMIN_ONLY",
      reject: "PLATFORM_ADMIN_ONLY",
    };
    for (const [method, url, body] of everyWrite()) {
      const res = await call(method, url, outsider, body);
      const code = expected[url.split("/").pop()!] ?? "NOT_A_MEMBER";
      expect([method, url, res.statusCode, res.json().error.code]).toEqual([method, url, 403, code]);
    }
    const bulk = await call("POST", "/api/v1/events/bulk", outsider, {
      action: "cancel",
      eventIds: [eventId],
      reason: "x",
    });
    expect(bulk.json().results).toEqual([
      {
        eventId,
        ok: false,
        error: { code: "NOT_A_MEMBER", message: "You are not a member of this organisation" },
      },
    ]);
  });

  it("refuses a scanner of the organisation (403) every edit", async () => {
    for (const [method, url, body] of [
      ["POST", "/api/v1/events", iftar(orgId)],
      ...editorWrites(),
    ] as const) {
      const res = await call(method, url, scanner, body);
      expect([method, url, res.statusCode, res.json().error.code]).toEqual([
        method,
        url,
        403,
        "INSUFFICIENT_ROLE",
      ]);
    }
  });

  it("lets the organisation's staff edit, but only its owners and admins cancel", async () => {
    for (const [method, url, body] of editorWrites()) {
      const res = await call(method, url, staff, body);
      const ok = method === "DELETE" ? [404] : [200, 201];
      expect(ok, `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
    const cancel = await call("POST", `/api/v1/events/${eventId}/cancel`, staff, { reason: "No" });
    expect([cancel.statusCode, cancel.json().error.code]).toEqual([403, "INSUFFICIENT_ROLE"]);
  });

  it("lets only platform admins approve, reject and see the queue", async () => {
    const draft = (await call("POST", "/api/v1/events", owner, iftar(orgId))).json().id;
    await call("POST", `/api/v1/events/${draft}/submit`, owner);
    for (const who of [owner, staff]) {
      for (const [url, body] of [
        [`/api/v1/events/${draft}/approve`],
        [`/api/v1/events/${draft}/reject`, { reason: "No" }],
      ] as const) {
        const res = await call("POST", url, who, body);
        expect([res.statusCode, res.json().error.code]).toEqual([403, "PLATFORM_ADMIN_ONLY"]);
      }
      expect((await call("GET", "/api/v1/event-approvals", who)).statusCode).toBe(403);
    }
    expect(
      (await call("GET", "/api/v1/event-approvals", admin)).json().items.map((e: { id: string }) => e.id),
    ).toEqual([draft]);
    expect((await call("POST", `/api/v1/events/${draft}/approve`, admin)).json().status).toBe("published");
  });

  it("refuses to submit, or approve, without a verified e-mail", async () => {
    const draft = (await call("POST", "/api/v1/events", owner, iftar(orgId))).json().id;
    const unverifiedOwner = { ...owner, emailVerified: false };
    const submit = await call("POST", `/api/v1/events/${draft}/submit`, unverifiedOwner);
    expect([submit.statusCode, submit.json().error]).toEqual([
      403,
      {
        code: "EMAIL_NOT_VERIFIED",
        message: "Verify your e-mail address before you publish events or sell tickets",
      },
    ]);
    await call("POST", `/api/v1/events/${draft}/submit`, owner);
    const approve = await call("POST", `/api/v1/events/${draft}/approve`, { ...admin, emailVerified: false });
    expect(approve.json().error.code).toBe("EMAIL_NOT_VERIFIED");
  });
});

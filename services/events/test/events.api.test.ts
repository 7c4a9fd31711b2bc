import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_APPROVALS_PAGE_SIZE, EventsEventStream, type TEvent } from "@mawid/contracts/events";
import { replayStream } from "@mawid/eventstore";
import { eventsDb } from "../src/db/tables.ts";
import { runScheduledTransitions } from "../src/event/run-scheduled-transitions.ts";
import { projectEventDetails } from "../src/event/project.ts";
import { type EventsHarness, iftar, person, startEvents } from "./harness.ts";

let h: EventsHarness;
const orgId = randomUUID();
const otherOrgId = randomUUID();
const owner = person({ [orgId]: "owner" });
const staff = person({ [orgId]: "staff" });
const otherOwner = person({ [otherOrgId]: "owner" });
const admin = person({}, { admin: true });

beforeAll(async () => {
  h = await startEvents();
});
afterAll(async () => {
  await h?.close();
});

async function call(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  who?: typeof owner,
  payload?: object,
) {
  const headers = who ? await h.as(who) : {};
  return h.service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function create(body = iftar(orgId), who = owner): Promise<TEvent> {
  const res = await call("POST", "/api/v1/events", who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function published(eventId: string): Promise<string[]> {
  const { rows } = await sql<{ type: string }>`
    SELECT envelope->>'type' AS type FROM events.outbox WHERE key = ${eventId} ORDER BY position`.execute(
    h.service.ctx.db,
  );
  return rows.map((r) => r.type);
}

describe("an event's lifecycle through the API", () => {
  it("creates a draft with a sanitised description that only its organisation sees", async () => {
    const event = await create();
    expect(event).toMatchObject({
      status: "draft",
      organizationId: orgId,
      title: "Community iftar",
      description: "<p>Bring a dish </p>",
      startsAt: "2030-03-01T17:30:00.000Z",
      visibility: "public",
      photoPolicy: "allowed",
      hostVerified: false,
      publishedAt: null,
    });
    expect((await call("GET", `/api/v1/events/${event.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/v1/events/${event.id}`, otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `/api/v1/events/${event.id}`, staff)).json().title).toBe("Community iftar");
    expect(await published(event.id)).toEqual(["EventCreated"]);
  });

  it("is refused with 400 and a message per field for bad input", async () => {
    const res = await call("POST", "/api/v1/events", owner, {
      ...iftar(orgId),
      endsAt: "2030-03-01T17:00:00Z",
      timeZone: "Mars/Olympus",
      category: "party",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("goes submitted, into the approval queue oldest first, and is published on approval", async () => {
    const first = await create();
    const second = await create({ ...iftar(orgId), title: "Second iftar" });
    for (const e of [first, second]) {
      const res = await call("POST", `/api/v1/events/${e.id}/submit`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe("submitted");
    }
    const queue = await call("GET", "/api/v1/event-approvals", admin);
    const ids = queue.json().items.map((e: TEvent) => e.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const approved = await call("POST", `/api/v1/events/${first.id}/approve`, admin);
    expect(approved.json()).toMatchObject({ status: "published" });
    expect((await call("GET", `/api/v1/events/${first.id}`)).json().status).toBe("published");
    expect(await published(first.id)).toEqual([
      "EventCreated",
      "EventSubmitted",
      "EventApproved",
      "EventPublished",
    ]);
    const after = (await call("GET", "/api/v1/event-approvals", admin)).json().items.map((e: TEvent) => e.id);
    expect(after).not.toContain(first.id);
  });

  it("pages the approval queue, oldest first across pages, with how many wait in all", async () => {
    for (let i = 0; i < EVENT_APPROVALS_PAGE_SIZE + 1; i++) {
      const event = await create({ ...iftar(orgId), title: `Queued iftar ${i}` });
      expect((await call("POST", `/api/v1/events/${event.id}/submit`, owner)).statusCode).toBe(200);
    }
    const first = (await call("GET", "/api/v1/event-approvals", admin)).json();
    expect(first.total).toBeGreaterThan(EVENT_APPROVALS_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageSize: EVENT_APPROVALS_PAGE_SIZE });
    expect(first.items).toHaveLength(EVENT_APPROVALS_PAGE_SIZE);
    const queue: TEvent[] = [...first.items];
    for (let page = 2; (page - 1) * EVENT_APPROVALS_PAGE_SIZE < first.total; page++)
      queue.push(...(await call("GET", `/api/v1/event-approvals?page=${page}`, admin)).json().items);
    expect(queue).toHaveLength(first.total);
    expect(new Set(queue.map((e) => e.id)).size).toBe(first.total);
    const titles = queue.map((e) => e.title).filter((t) => t.startsWith("Queued iftar"));
    expect(titles).toEqual(
      Array.from({ length: EVENT_APPROVALS_PAGE_SIZE + 1 }, (_, i) => `Queued iftar ${i}`),
    );
    expect((await call("GET", "/api/v1/event-approvals?page=0", admin)).statusCode).toBe(400);
  });

  it("rejects with a reason; the host edits and submits again", async () => {
    const event = await create();
    await call("POST", `/api/v1/events/${event.id}/submit`, owner);
    const rejected = await call("POST", `/api/v1/events/${event.id}/reject`, admin, {
      reason: "Add the sisters' entrance",
    });
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      rejectionReason: "Add the sisters' entrance",
    });
    const edited = await call("PATCH", `/api/v1/events/${event.id}`, staff, {
      title: "Iftar (sisters' entrance on Fulbourne St)",
    });
    expect(edited.json()).toMatchObject({
      status: "rejected",
      title: "Iftar (sisters' entrance on Fulbourne St)",
    });
    const again = await call("POST", `/api/v1/events/${event.id}/submit`, owner);
    expect(again.json()).toMatchObject({ status: "submitted", rejectionReason: null });
  });

  it("a draft cannot be approved (409) and a reason is required to reject (400)", async () => {
    const event = await create();
    const res = await call("POST", `/api/v1/events/${event.id}/approve`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("INVALID_EVENT_STATUS");
    expect((await call("POST", `/api/v1/events/${event.id}/reject`, admin, { reason: " " })).statusCode).toBe(
      400,
    );
  });

  it("waits for a later publish time, then the scheduler publishes it and completes it after it ends", async () => {
    const event = await create({ ...iftar(orgId), publishAt: "2030-02-01T09:00:00Z" });
    await call("POST", `/api/v1/events/${event.id}/submit`, owner);
    const approved = await call("POST", `/api/v1/events/${event.id}/approve`, admin);
    expect(approved.json().status).toBe("approved");
    const db = eventsDb(h.service.ctx.db);
    await runScheduledTransitions(db, new Date("2030-01-31T09:00:00Z"));
    expect((await call("GET", `/api/v1/events/${event.id}`, owner)).json().status).toBe("approved");
    await runScheduledTransitions(db, new Date("2030-02-01T09:00:00Z"));
    expect((await call("GET", `/api/v1/events/${event.id}`)).json()).toMatchObject({
      status: "published",
      publishedAt: "2030-02-01T09:00:00.000Z",
    });
    await runScheduledTransitions(db, new Date("2030-03-01T20:00:00Z"));
    expect((await call("GET", `/api/v1/events/${event.id}`)).json().status).toBe("completed");
  });

  it("publishes every event whose time has come in one pass, batch after batch", async () => {
    const events = [];
    for (let i = 0; i < 3; i++) {
      const event = await create({ ...iftar(orgId), publishAt: "2030-02-02T09:00:00Z" });
      await call("POST", `/api/v1/events/${event.id}/submit`, owner);
      expect((await call("POST", `/api/v1/events/${event.id}/approve`, admin)).json().status).toBe(
        "approved",
      );
      events.push(event);
    }
    // two read at a time: the pass goes on until none is due
    expect(
      await runScheduledTransitions(eventsDb(h.service.ctx.db), new Date("2030-02-02T09:00:00Z"), {
        batch: 2,
      }),
    ).toBeGreaterThanOrEqual(3);
    for (const event of events)
      expect((await call("GET", `/api/v1/events/${event.id}`)).json().status).toBe("published");
  });

  it("cancels with a reason and announces it on the bus", async () => {
    const event = await create();
    const res = await call("POST", `/api/v1/events/${event.id}/cancel`, owner, {
      reason: "The hall flooded",
    });
    expect(res.json()).toMatchObject({ status: "cancelled", cancellationReason: "The hall flooded" });
    expect(await published(event.id)).toEqual(["EventCreated", "EventCancelled"]);
    expect((await call("POST", `/api/v1/events/${event.id}/submit`, owner)).statusCode).toBe(409);
  });

  it("approves and publishes a verified host's event on submission, with its badge", async () => {
    const hostId = randomUUID();
    const host = person({ [hostId]: "owner" });
    const requested = await call("POST", `/api/v1/organizations/${hostId}/verification`, host, {
      details: "Masjid serving East London since 1910, registered charity",
      documentUrls: ["https://example.org/charity-registration.pdf"],
    });
    expect(requested.statusCode, requested.body).toBeLessThan(300);
    const verified = await call("POST", `/api/v1/organizations/${hostId}/verification/approve`, admin);
    expect(verified.statusCode, verified.body).toBe(200);
    const event = await create(iftar(hostId), host);
    const submitted = await call("POST", `/api/v1/events/${event.id}/submit`, host);
    expect(submitted.json()).toMatchObject({ status: "published", hostVerified: true });
    expect(await published(event.id)).toEqual([
      "EventCreated",
      "EventSubmitted",
      "EventApproved",
      "EventPublished",
    ]);
    const queue = (await call("GET", "/api/v1/event-approvals", admin)).json().items.map((e: TEvent) => e.id);
    expect(queue).not.toContain(event.id);
  });

  it("keeps private events to the organisation even once published", async () => {
    const event = await create({ ...iftar(orgId), visibility: "private" });
    await call("POST", `/api/v1/events/${event.id}/submit`, owner);
    await call("POST", `/api/v1/events/${event.id}/approve`, admin);
    expect((await call("GET", `/api/v1/events/${event.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/v1/events/${event.id}`, otherOwner)).statusCode).toBe(404);
    expect((await call("GET", `/api/v1/events/${event.id}`, staff)).json().status).toBe("published");
  });
});

describe("sessions, speakers and clones", () => {
  it("keeps an agenda in the event's time zone, with speakers who chose whether to show a photo", async () => {
    const event = await create();
    const speaker = await call("POST", `/api/v1/events/${event.id}/speakers`, staff, {
      name: "Ustadha Maryam",
    });
    expect(speaker.statusCode, speaker.body).toBe(201);
    expect(speaker.json()).toMatchObject({ name: "Ustadha Maryam", bio: null, photoUrl: null });
    const speakerId = speaker.json().id;
    const unknown = await call("POST", `/api/v1/events/${event.id}/sessions`, staff, {
      title: "Talk",
      startsAt: "2030-03-01T17:30:00Z",
      endsAt: "2030-03-01T18:00:00Z",
      speakerIds: [randomUUID()],
    });
    expect(unknown.json().error.code).toBe("UNKNOWN_SPEAKER");
    const maghrib = await call("POST", `/api/v1/events/${event.id}/sessions`, staff, {
      title: "Maghrib prayer",
      startsAt: "2030-03-01T17:50:00Z",
      endsAt: "2030-03-01T18:05:00Z",
      kind: "prayer-break",
    });
    const talk = await call("POST", `/api/v1/events/${event.id}/sessions`, staff, {
      title: "Welcome",
      startsAt: "2030-03-01T17:30:00Z",
      endsAt: "2030-03-01T17:45:00Z",
      room: "Main hall",
      speakerIds: [speakerId],
    });
    expect(talk.statusCode, talk.body).toBe(201);
    const agenda = (await call("GET", `/api/v1/events/${event.id}/sessions`, owner)).json();
    expect(agenda.timeZone).toBe("Europe/London");
    expect(agenda.items.map((s: { title: string }) => s.title)).toEqual(["Welcome", "Maghrib prayer"]);

    const renamed = await call("PUT", `/api/v1/events/${event.id}/sessions/${maghrib.json().id}`, staff, {
      title: "Maghrib salah",
      startsAt: "2030-03-01T17:50:00Z",
      endsAt: "2030-03-01T18:05:00Z",
      kind: "prayer-break",
    });
    expect(renamed.json().title).toBe("Maghrib salah");

    const clone = await call("POST", `/api/v1/events/${event.id}/clone`, staff, {
      startsAt: "2030-03-08T17:30:00Z",
      includeSessions: true,
      includeSpeakers: true,
    });
    expect(clone.statusCode, clone.body).toBe(201);
    expect(clone.json()).toMatchObject({
      status: "draft",
      endsAt: "2030-03-08T20:00:00.000Z",
      clonedFromEventId: event.id,
    });
    const cloned = (await call("GET", `/api/v1/events/${clone.json().id}/sessions`, owner)).json().items;
    expect(cloned.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      "2030-03-08T17:30:00.000Z",
      "2030-03-08T17:50:00.000Z",
    ]);
    const clonedSpeakers = (await call("GET", `/api/v1/events/${clone.json().id}/speakers`, owner)).json()
      .items;
    expect(clonedSpeakers.map((s: { name: string }) => s.name)).toEqual(["Ustadha Maryam"]);
    expect(cloned[0].speakerIds).toEqual([clonedSpeakers[0].id]);

    expect((await call("DELETE", `/api/v1/events/${event.id}/speakers/${speakerId}`, staff)).statusCode).toBe(
      204,
    );
    const left = (await call("GET", `/api/v1/events/${event.id}/sessions`, owner)).json().items;
    expect(left[0].speakerIds).toEqual([]);
    expect(
      (await call("DELETE", `/api/v1/events/${event.id}/sessions/${talk.json().id}`, staff)).statusCode,
    ).toBe(204);
    expect((await call("GET", `/api/v1/events/${event.id}/sessions`, owner)).json().items).toHaveLength(1);
  });
});

describe("bulk operations", () => {
  it("reports each event, changing each whole or not at all", async () => {
    const a = await create();
    const b = await create();
    const theirs = await create(iftar(otherOrgId), otherOwner);
    await call("POST", `/api/v1/events/${b.id}/cancel`, owner, { reason: "Moved" });
    const missing = randomUUID();
    const res = await call("POST", "/api/v1/events/bulk", owner, {
      action: "cancel",
      eventIds: [a.id, b.id, theirs.id, missing],
      reason: "Snow",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { eventId: a.id, ok: true, status: "cancelled" },
        {
          eventId: b.id,
          ok: false,
          error: { code: "INVALID_EVENT_STATUS", message: "A cancelled event cannot be cancelled" },
        },
        {
          eventId: theirs.id,
          ok: false,
          error: { code: "NOT_A_MEMBER", message: "You are not a member of this organisation" },
        },
        { eventId: missing, ok: false, error: { code: "EVENT_NOT_FOUND", message: "Event not found" } },
      ],
      csv: null,
    });
    expect((await call("GET", `/api/v1/events/${theirs.id}`, otherOwner)).json().status).toBe("draft");
  });

  it("changes categories, and lets platform admins act on any organisation's events", async () => {
    const a = await create();
    const theirs = await create(iftar(otherOrgId), otherOwner);
    const res = await call("POST", "/api/v1/events/bulk", admin, {
      action: "change-category",
      eventIds: [a.id, theirs.id],
      category: "dinner",
    });
    expect(res.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect((await call("GET", `/api/v1/events/${theirs.id}`, otherOwner)).json().category).toBe("dinner");
  });

  it("exports CSV with formulas defused; staff cannot act in bulk", async () => {
    const a = await create({ ...iftar(orgId), title: '=HYPERLINK("x")' });
    const res = await call("POST", "/api/v1/events/bulk", owner, { action: "export-csv", eventIds: [a.id] });
    const lines = res.json().csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,title,status,category,audience,visibility,startsAt,endsAt,timeZone,venue,address,onlineUrl,capacity",
    );
    expect(lines[1]).toBe(
      `${a.id},"'=HYPERLINK(""x"")",draft,iftar,families,public,2030-03-01T17:30:00.000Z,2030-03-01T20:00:00.000Z,Europe/London,East London Mosque,"82-92 Whitechapel Rd, London",,300`,
    );
    const byStaff = await call("POST", "/api/v1/events/bulk", staff, { action: "submit", eventIds: [a.id] });
    expect(byStaff.json().results[0]).toMatchObject({ ok: false, error: { code: "INSUFFICIENT_ROLE" } });
  });
});

describe("published events", () => {
  it("match the events service's versioned event contracts", async () => {
    const { rows } = await sql<{ envelope: { type: string; version: number; data: unknown } }>`
      SELECT envelope FROM events.outbox WHERE envelope->>'streamType' = ${EventsEventStream.streamType}`.execute(
      h.service.ctx.db,
    );
    expect(rows.length).toBeGreaterThan(20);
    const violations = rows.flatMap(({ envelope }) => {
      const definition = EventsEventStream.definitionOf(envelope.type);
      if (!definition || definition.version !== envelope.version)
        return [`${envelope.type} v${envelope.version}`];
      const parsed = definition.schema.safeParse(envelope.data);
      return parsed.success ? [] : [`${envelope.type}: ${parsed.error.message}`];
    });
    expect(violations).toEqual([]);
  });
});

describe("the event read model", () => {
  it("is rebuilt from the events alone", async () => {
    const snapshot = async () =>
      (await sql`SELECT * FROM events.event_details ORDER BY id`.execute(h.service.ctx.db)).rows;
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(5);
    await h.service.ctx.db.transaction().execute(async (trx) => {
      await sql`DELETE FROM events.event_details`.execute(trx);
      await replayStream(trx, {
        schema: "events",
        stream: EventsEventStream,
        projections: [projectEventDetails],
      });
    });
    expect(await snapshot()).toEqual(before);
  });
});

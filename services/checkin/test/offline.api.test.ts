import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissionStreamId, type TOfflineBundle, type TScanBatchAnswer } from "@mawid/contracts/checkin";
import { verifyTicketSecret } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../src/app.ts";
import {
  addGate,
  announceEvent,
  type CheckinTestService,
  enrolDevice,
  type IssuedTicket,
  scan,
  scanBatch,
  storedEvents,
  type TestEvent,
} from "./harness.ts";

let database: TestDatabase;
let service: CheckinTestService;
let event: TestEvent;

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url);
  event = await announceEvent(service.ctx.db);
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** A station's offline queue: each ticket scanned once, `start` minutes ago and a minute apart. */
const queue = (tickets: readonly IssuedTicket[], start: number) =>
  tickets.map((t, i) => ({ qr: t.qr, nonce: `n-${randomUUID()}`, scannedAt: minutesAgo(start - i) }));

async function offlineBundle(headers: Record<string, string>, tickets = false): Promise<TOfflineBundle> {
  const response = await service.app.inject({
    method: "GET",
    url: `/api/v1/checkin/events/${event.eventId}/offline-bundle?tickets=${tickets}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("offline sync", () => {
  it("reconciles two devices' overlapping batches to one admission per ticket, reporting the others as duplicates", async () => {
    const tickets = await event.issue([{}, {}, {}, {}, {}]);
    const a = await enrolDevice(service, event, { name: "Sisters' door" });
    const b = await enrolDevice(service, event, { name: "Brothers' door" });
    // Both were offline and let everyone in: a admitted tickets 0-3, b tickets 1-4, at other times.
    const batchA = queue(tickets.slice(0, 4), 30);
    const batchB = queue(tickets.slice(1), 20);
    const [answerA, answerB] = await Promise.all([
      scanBatch(service, a.headers, { eventId: event.eventId, deviceId: a.deviceId, scans: batchA }),
      scanBatch(service, b.headers, { eventId: event.eventId, deviceId: b.deviceId, scans: batchB }),
    ]);
    expect([answerA.statusCode, answerB.statusCode]).toEqual([200, 200]);
    const resultsA = (answerA.json() as TScanBatchAnswer).results;
    const resultsB = (answerB.json() as TScanBatchAnswer).results;
    expect(resultsA.map((r) => r.nonce)).toEqual(batchA.map((s) => s.nonce));
    expect(resultsB.map((r) => r.nonce)).toEqual(batchB.map((s) => s.nonce));
    for (const [i, ticket] of tickets.entries()) {
      expect(
        await storedEvents(service.ctx.db, admissionStreamId(ticket.ticketId), "TicketCheckedIn"),
      ).toHaveLength(1);
      const byA = i <= 3 ? resultsA[i] : undefined;
      const byB = i >= 1 ? resultsB[i - 1] : undefined;
      const answers = [byA, byB].filter((r) => r !== undefined);
      expect(answers.filter((r) => r.result === "admitted")).toHaveLength(1);
      // Whoever synced second let the person in offline too: that station sees its admission was a duplicate.
      const others = answers.filter((r) => r.result !== "admitted");
      for (const other of others)
        expect(other).toMatchObject({ result: "already_checked_in", duplicate: true });
    }
    expect([...resultsA, ...resultsB].filter((r) => r.duplicate)).toHaveLength(3);
  });

  it("answers a batch synced twice with the same results and records nothing twice", async () => {
    const tickets = await event.issue([{}, {}]);
    const a = await enrolDevice(service, event);
    const body = { eventId: event.eventId, deviceId: a.deviceId, scans: queue(tickets, 10) };
    const first = await scanBatch(service, a.headers, body);
    const second = await scanBatch(service, a.headers, body);
    expect(first.json().results.map((r: { result: string }) => r.result)).toEqual(["admitted", "admitted"]);
    expect(second.json()).toEqual(first.json());
    for (const t of tickets) {
      expect(await storedEvents(service.ctx.db, admissionStreamId(t.ticketId))).toHaveLength(1);
    }
  });

  it("answers a nonce repeated within a batch once, and decides the scans after it afresh", async () => {
    const [ticket] = await event.issue([{}]);
    const a = await enrolDevice(service, event);
    const [entry] = queue([ticket!], 10);
    const exit = { ...queue([ticket!], 5)[0]!, direction: "out" as const };
    const response = await scanBatch(service, a.headers, {
      eventId: event.eventId,
      deviceId: a.deviceId,
      scans: [entry!, entry!, exit],
    });
    expect(response.json().results.map((r: { result: string }) => r.result)).toEqual([
      "admitted",
      "admitted",
      "checked_out",
    ]);
    const stored = await storedEvents(service.ctx.db, admissionStreamId(ticket!.ticketId));
    expect(stored.map((e) => e.type)).toEqual(["TicketCheckedIn", "TicketCheckedOut"]);
  });

  it("keeps each ticket's entries and exits of one batch in order, with the first admission's time", async () => {
    const gated = await announceEvent(service.ctx.db, { organizationId: event.organizationId });
    const gateId = await addGate(service, gated, { name: "Main door", reentry: true });
    const [back, gone, once] = await gated.issue([{}, {}, {}]);
    const a = await enrolDevice(service, gated);
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    const at = (ticket: IssuedTicket, minutes: number, direction: "in" | "out") => ({
      qr: ticket.qr,
      gateId,
      direction,
      nonce: `n-${randomUUID()}`,
      scannedAt: ago(minutes).toISOString(),
    });
    const response = await scanBatch(service, a.headers, {
      eventId: gated.eventId,
      deviceId: a.deviceId,
      scans: [
        at(back!, 30, "in"),
        at(gone!, 29, "in"),
        at(back!, 20, "out"),
        at(gone!, 19, "out"),
        at(once!, 15, "in"),
        at(back!, 10, "in"),
      ],
    });
    expect(response.json().results.map((r: { result: string }) => r.result)).toEqual([
      "admitted",
      "admitted",
      "checked_out",
      "checked_out",
      "admitted",
      "admitted",
    ]);
    const { rows } = await sql<{ ticket_id: string; status: string; admitted_at: Date }>`
      SELECT ticket_id, status, admitted_at FROM checkin.admissions WHERE event_id = ${gated.eventId}`.execute(
      service.ctx.db,
    );
    const byTicket = new Map(rows.map((r) => [r.ticket_id, r]));
    expect(byTicket.get(back!.ticketId)).toMatchObject({ status: "inside", admitted_at: ago(30) });
    expect(byTicket.get(gone!.ticketId)).toMatchObject({ status: "left", admitted_at: ago(29) });
    expect(byTicket.get(once!.ticketId)).toMatchObject({ status: "inside", admitted_at: ago(15) });
  });

  it("does not report a device's own second scan of a ticket as a duplicate", async () => {
    const [ticket] = await event.issue([{}]);
    const a = await enrolDevice(service, event);
    const scans = [...queue([ticket!], 10), ...queue([ticket!], 5)];
    const response = await scanBatch(service, a.headers, {
      eventId: event.eventId,
      deviceId: a.deviceId,
      scans,
    });
    expect(
      response.json().results.map((r: { result: string; duplicate: boolean }) => [r.result, r.duplicate]),
    ).toEqual([
      ["admitted", false],
      ["already_checked_in", false],
    ]);
  });

  it("lists a revoked ticket in the bundle, so a station refuses it offline, and refuses it when synced", async () => {
    const [kept, refunded] = await event.issue([{ attendeeName: "Maryam" }, { attendeeName: "Bilal" }]);
    const a = await enrolDevice(service, event);
    const before = await offlineBundle(a.headers, true);
    expect(before.revoked).not.toContain(refunded!.ticketId);
    await event.revoke(refunded!, "refunded");
    const bundle = await offlineBundle(a.headers, true);
    expect(bundle).toMatchObject({ eventId: event.eventId, cancelled: false, gates: [] });
    expect(bundle.revoked).toContain(refunded!.ticketId);
    expect(bundle.tickets?.map((t) => t.id)).toContain(kept!.ticketId);
    expect(bundle.tickets?.map((t) => t.id)).not.toContain(refunded!.ticketId);
    const offline = await verifyTicketSecret(refunded!.qr, {
      eventId: event.eventId,
      keys: bundle.keys,
      now: new Date(),
      revoked: new Set(bundle.revoked),
    });
    expect(offline).toEqual({ valid: false, reason: "REVOKED" });
    expect(
      await verifyTicketSecret(kept!.qr, { eventId: event.eventId, keys: bundle.keys, now: new Date() }),
    ).toMatchObject({
      valid: true,
    });
    const synced = await scanBatch(service, a.headers, {
      eventId: event.eventId,
      deviceId: a.deviceId,
      scans: queue([refunded!], 3),
    });
    expect(synced.json().results[0]).toMatchObject({ result: "revoked", duplicate: false });
  });

  it("shows when each ticket was checked in, and omits the tickets unless asked", async () => {
    const [ticket] = await event.issue([{}]);
    const a = await enrolDevice(service, event);
    await scan(service, a.headers, { eventId: event.eventId, qr: ticket!.qr, deviceId: a.deviceId });
    const bundle = await offlineBundle(a.headers, true);
    expect(bundle.tickets?.find((t) => t.id === ticket!.ticketId)?.checkedInAt).toEqual(expect.any(String));
    expect((await offlineBundle(a.headers)).tickets).toBeUndefined();
  });

  it("refuses a batch from a device of another event, and a device id that is not the token's", async () => {
    const other = await announceEvent(service.ctx.db);
    const stranger = await enrolDevice(service, other);
    const a = await enrolDevice(service, event);
    const [ticket] = await event.issue([{}]);
    const scans = queue([ticket!], 1);
    const foreign = await scanBatch(service, stranger.headers, {
      eventId: event.eventId,
      deviceId: stranger.deviceId,
      scans,
    });
    expect(foreign.statusCode).toBe(403);
    const spoofed = await scanBatch(service, a.headers, {
      eventId: event.eventId,
      deviceId: randomUUID(),
      scans,
    });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().error.code).toBe("DEVICE_NOT_ALLOWED");
  });
});

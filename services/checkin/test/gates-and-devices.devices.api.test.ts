import { createHash, randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceStreamId } from "@mawid/contracts/checkin";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../src/app.ts";
import { checkinDb } from "../src/db/tables.ts";
import { handleDeviceCommand } from "../src/device/handle.ts";
import { newDeviceToken } from "../src/device/token.ts";
import {
  announceEvent,
  type CheckinTestService,
  person,
  scan,
  scanBatch,
  type TestEvent,
} from "./harness.ts";

/** Headers of a request an enrolled device makes with its token. */
const device = (token: string) => ({ authorization: `Bearer ${token}` });

let database: TestDatabase;
let service: CheckinTestService;
/** A second process on the same database, as a second replica behind the gateway. */
let replica: CheckinTestService;
const orgA = randomUUID();
const orgB = randomUUID();
const owner = person({ id: orgA, role: "owner" });
const scanner = person({ id: orgA, role: "scanner" });
const staffOfB = person({ id: orgB, role: "staff" });
let event: TestEvent;
let eventId: string;

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url, { PUBLIC_URL: "https://mawid.example/" });
  replica = await startTestService(checkinService, database.url);
  event = await announceEvent(service.ctx.db, { organizationId: orgA });
  eventId = event.eventId;
  for (const gate of [
    { name: "Sisters' entrance", sections: ["sisters"] },
    { name: "Brothers' entrance", sections: ["brothers"] },
  ]) {
    const added = await service.app.inject({
      method: "POST",
      url: `/api/v1/checkin/events/${eventId}/gates`,
      headers: await service.bearer(owner),
      payload: gate,
    });
    expect(added.statusCode).toBe(201);
  }
});

afterAll(async () => {
  await replica?.close();
  await service?.close();
  await database?.drop();
});

async function enrol(body: Record<string, unknown> = {}, forEvent = eventId, as = owner) {
  return service.app.inject({
    method: "POST",
    url: `/api/v1/checkin/events/${forEvent}/devices`,
    headers: await service.bearer(as),
    payload: { name: "Sisters' door 1", gateIds: ["sisters-entrance"], ...body },
  });
}

async function enrolled(body: Record<string, unknown> = {}, forEvent = eventId) {
  const response = await enrol(body, forEvent);
  if (response.statusCode !== 201) throw new Error(`device not enrolled: ${response.body}`);
  return response.json() as { deviceId: string; token: string };
}

const self = (on: CheckinTestService, token: string) =>
  on.app.inject({ method: "GET", url: "/api/v1/checkin/device", headers: device(token) });

async function revoke(deviceId: string, as = owner) {
  return service.app.inject({
    method: "POST",
    url: `/api/v1/checkin/devices/${deviceId}/revoke`,
    headers: await service.bearer(as),
  });
}

describe("enrolling a device", () => {
  it("answers a token shown once, a link carrying it in the fragment, and its expiry", async () => {
    const before = Date.now();
    const response = await enrol();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^mdv_[A-Za-z0-9_-]{43}$/);
    expect(body.enrolUrl).toBe(`https://mawid.example/event/${eventId}/checkin#device=${body.token}`);
    expect(body).toMatchObject({ eventId, name: "Sisters' door 1", gateIds: ["sisters-entrance"] });
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it("keeps only the token's SHA-256, in a table of its own", async () => {
    const { deviceId, token } = await enrolled();
    const secret = await checkinDb(service.ctx.db)
      .selectFrom("device_secrets")
      .selectAll()
      .where("device_id", "=", deviceId)
      .executeTakeFirstOrThrow();
    expect(secret.token_hash.equals(createHash("sha256").update(token).digest())).toBe(true);
    const events = await service.ctx.db
      .withSchema("checkin")
      .selectFrom("events" as never)
      .select("data" as never)
      .execute();
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it("gives a working credential: the device sees itself and its event's gates", async () => {
    const { deviceId, token } = await enrolled({ validForHours: 2 });
    const seen = await self(service, token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      deviceId,
      eventId,
      name: "Sisters' door 1",
      gateIds: ["sisters-entrance"],
      expiresAt: expect.any(String),
    });
    const gates = await service.app.inject({
      method: "GET",
      url: `/api/v1/checkin/events/${eventId}/gates`,
      headers: device(token),
    });
    expect(gates.statusCode).toBe(200);
    expect(gates.json().map((g: { id: string }) => g.id)).toEqual(["sisters-entrance", "brothers-entrance"]);
  });

  it("refuses a gate the event does not have, scanners, and another organisation's staff", async () => {
    const unknownGate = await enrol({ gateIds: ["back-door"] });
    expect(unknownGate.statusCode).toBe(400);
    expect(unknownGate.json()).toMatchObject({ error: { code: "GATE_NOT_FOUND" } });
    expect((await enrol({}, eventId, scanner)).json()).toMatchObject({
      error: { code: "INSUFFICIENT_ROLE" },
    });
    const other = await enrol({}, eventId, staffOfB);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { code: "NOT_A_MEMBER" } });
  });
});

describe("a device's credential", () => {
  it("stops working at once when a host revokes it", async () => {
    const { deviceId, token } = await enrolled();
    expect((await self(service, token)).statusCode).toBe(200);
    expect((await revoke(deviceId)).statusCode).toBe(204);
    const refused = await self(service, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: "DEVICE_NOT_VALID" } });
    expect((await revoke(deviceId)).statusCode).toBe(204);
  });

  it("stops working within five seconds on a replica that had it cached", async () => {
    const { deviceId, token } = await enrolled();
    expect((await self(replica, token)).statusCode).toBe(200);
    const revokedAt = Date.now();
    expect((await revoke(deviceId)).statusCode).toBe(204);
    // Asked once the five seconds have passed, however long the machine then takes to answer: a bound
    // on the answer's arrival measured this test bed's load as much as the cache's lifetime.
    await setTimeout(Math.max(0, revokedAt + 5_000 - Date.now()));
    const refused = await self(replica, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: "DEVICE_NOT_VALID" } });
  });

  it("is refused once expired", async () => {
    const deviceId = randomUUID();
    const { token, hash } = newDeviceToken();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await handleDeviceCommand(
      service.ctx.db,
      deviceStreamId(deviceId),
      {
        type: "EnrolDevice",
        event: { eventId, organizationId: orgA },
        eventGateIds: [],
        deviceId,
        name: "Yesterday's phone",
        gateIds: [],
        validForHours: 1,
        actorId: owner.sub,
        at: twoHoursAgo.toISOString(),
      },
      { occurredAt: twoHoursAgo, correlationId: randomUUID(), causationId: null, traceparent: null },
      async (trx) => {
        await checkinDb(trx)
          .insertInto("device_secrets")
          .values({ device_id: deviceId, token_hash: hash })
          .execute();
      },
    );
    const refused = await self(service, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: { code: "DEVICE_NOT_VALID", message: expect.stringMatching(/expired/) },
    });
  });

  it("is refused 403 at another event, and 401 when made up", async () => {
    const { token } = await enrolled();
    const otherEvent = (await announceEvent(service.ctx.db, { organizationId: orgA })).eventId;
    const elsewhere = await service.app.inject({
      method: "GET",
      url: `/api/v1/checkin/events/${otherEvent}/gates`,
      headers: device(token),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ error: { code: "DEVICE_NOT_ALLOWED" } });
    const madeUp = await self(service, newDeviceToken().token);
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toMatchObject({ error: { code: "DEVICE_NOT_VALID" } });
  });

  it("is revoked only by a host of its organisation", async () => {
    const { deviceId, token } = await enrolled();
    const other = await revoke(deviceId, staffOfB);
    expect(other.statusCode).toBe(403);
    expect((await revoke(deviceId, scanner)).statusCode).toBe(403);
    expect((await self(service, token)).statusCode).toBe(200);
    const unknown = await revoke(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: "DEVICE_NOT_FOUND" } });
  });
});

describe("a device scanning", () => {
  const scan = (token: string, qr: string, gateId: string) =>
    service.app.inject({
      method: "POST",
      url: "/api/v1/checkin/scans",
      headers: device(token),
      payload: { eventId, qr, gateId },
    });

  it("admits at a gate it was given and is refused 403 at another", async () => {
    const { token } = await enrolled({ gateIds: ["sisters-entrance"] });
    const [ticket] = await event.issue([{ section: "sisters", attendeeName: "Maryam" }]);
    const elsewhere = await scan(token, ticket!.qr, "brothers-entrance");
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ error: { code: "DEVICE_NOT_ALLOWED" } });
    const atItsGate = await scan(token, ticket!.qr, "sisters-entrance");
    expect(atItsGate.statusCode).toBe(200);
    expect(atItsGate.json()).toMatchObject({ result: "admitted", ticket: { attendeeName: "Maryam" } });
  });

  it("is refused once revoked, before the code is read", async () => {
    const { deviceId, token } = await enrolled({ gateIds: [] });
    const [ticket] = await event.issue([{ section: "sisters" }]);
    await revoke(deviceId);
    const refused = await scan(token, ticket!.qr, "sisters-entrance");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: "DEVICE_NOT_VALID" } });
    const count = await checkinDb(service.ctx.db)
      .selectFrom("admissions")
      .select("ticket_id")
      .where("ticket_id", "=", ticket!.ticketId)
      .execute();
    expect(count).toEqual([]);
  });
});

describe("the event's devices", () => {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

  it("lists each device with its status and what it scanned, for hosts only", async () => {
    const counted = await announceEvent(service.ctx.db, { organizationId: orgA });
    const eventId = counted.eventId;
    const active = await enrolled({ name: "Sisters' door 1", gateIds: [] }, eventId);
    const gone = await enrolled({ name: "Brothers' door", gateIds: [] }, eventId);
    await revoke(gone.deviceId);
    const [ticket, online, byHand] = await counted.issue([
      { section: "sisters" },
      { section: "sisters" },
      { section: "sisters" },
    ]);
    // Offline, so each scan keeps the time it was made: an admission, a code naming no ticket, and
    // the first ticket again (already checked in), then the same batch sent twice.
    const batch = {
      eventId,
      deviceId: active.deviceId,
      scans: [
        { qr: ticket!.qr, nonce: `n-${randomUUID()}`, scannedAt: minutesAgo(4) },
        { qr: "not-a-ticket", nonce: `n-${randomUUID()}`, scannedAt: minutesAgo(3) },
        { qr: ticket!.qr, nonce: `n-${randomUUID()}`, scannedAt: minutesAgo(1) },
      ],
    };
    for (let sent = 0; sent < 2; sent++) {
      const synced = await scanBatch(service, device(active.token), batch);
      expect(synced.statusCode).toBe(200);
      expect(synced.json().results.map((r: { result: string }) => r.result)).toEqual([
        "admitted",
        "invalid",
        "already_checked_in",
      ]);
    }
    const scannedOnline = await scan(service, device(active.token), {
      eventId,
      qr: online!.qr,
      nonce: `n-${randomUUID()}`,
      scannedAt: minutesAgo(2),
    });
    expect(scannedOnline.answer).toMatchObject({ result: "admitted" });
    // A member's check-in at the desk is nobody's device's.
    const atDesk = await service.app.inject({
      method: "POST",
      url: `/api/v1/checkin/events/${eventId}/tickets/${byHand!.ticketId}/check-in`,
      headers: await service.bearer(owner),
      payload: {},
    });
    expect(atDesk.statusCode).toBe(200);
    expect(atDesk.json()).toMatchObject({ result: "admitted" });

    const listed = await service.app.inject({
      method: "GET",
      url: `/api/v1/checkin/events/${eventId}/devices`,
      headers: await service.bearer(owner),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        deviceId: gone.deviceId,
        status: "revoked",
        admitted: 0,
        rejected: 0,
        lastScanAt: null,
      }),
      expect.objectContaining({
        deviceId: active.deviceId,
        name: "Sisters' door 1",
        status: "active",
        admitted: 2,
        rejected: 2,
        lastScanAt: batch.scans[2]!.scannedAt,
      }),
    ]);
    const asScanner = await service.app.inject({
      method: "GET",
      url: `/api/v1/checkin/events/${eventId}/devices`,
      headers: await service.bearer(scanner),
    });
    expect(asScanner.statusCode).toBe(403);
  });
});

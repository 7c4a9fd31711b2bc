import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TScanBatchAnswer } from "@mawid/contracts/checkin";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../src/app.ts";
import {
  announceEvent,
  type CheckinTestService,
  enrolDevice,
  person,
  scan,
  scanBatch,
  type TestEvent,
} from "./harness.ts";

let database: TestDatabase;
let service: CheckinTestService;
let event: TestEvent;
let scanner: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url);
  event = await announceEvent(service.ctx.db);
  scanner = await service.bearer(person({ id: event.organizationId, role: "scanner" }));
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const resultOf = async (target: TestEvent, qr: string) =>
  (await scan(service, scanner, { eventId: target.eventId, qr })).answer.result;

describe("a scanned code proves it is its ticket's", () => {
  it("by the digest ticketing announced: no signature is checked, so a key not heard of yet does not matter", async () => {
    const keyless = await announceEvent(service.ctx.db, {
      organizationId: event.organizationId,
      keyAnnounced: false,
    });
    const [announced] = await keyless.issue([{}]);
    const [undigested] = await keyless.issue([{}], { v1: true });
    expect(await resultOf(keyless, announced!.qr)).toBe("admitted");
    // Without a digest the code must be verified, and the key to verify it with is missing.
    expect(await resultOf(keyless, undigested!.qr)).toBe("invalid");
  });

  it("by its signature, for a ticket announced before digests were (TicketsIssued v1)", async () => {
    const [ticket] = await event.issue([{}], { v1: true });
    expect(await resultOf(event, ticket!.qr)).toBe("admitted");
  });

  it("by its signature, when the digest announced is not the code's", async () => {
    const [ticket] = await event.issue([{}], { digestOf: () => "not this code's digest" });
    expect(await resultOf(event, ticket!.qr)).toBe("admitted");
  });

  it("or not at all: a code signed with another key that names a real ticket is invalid, and the ticket still admits", async () => {
    const [ticket] = await event.issue([{ section: "sisters" }]);
    const forged = await event.forged("sisters", ticket!.ticketId);
    expect(await scan(service, scanner, { eventId: event.eventId, qr: forged })).toEqual({
      status: 200,
      answer: { result: "invalid", message: "This code is not a ticket for this event" },
    });
    expect(await resultOf(event, ticket!.qr)).toBe("admitted");
  });

  it("in a synced batch too: by digest, by signature, or refused", async () => {
    const [digested] = await event.issue([{}]);
    const [undigested] = await event.issue([{}], { v1: true });
    const [real] = await event.issue([{}]);
    const forged = await event.forged("mixed", real!.ticketId);
    const device = await enrolDevice(service, event, { name: "Main door" });
    const scans = [digested!.qr, undigested!.qr, forged, real!.qr].map((qr) => ({
      qr,
      nonce: `n-${randomUUID()}`,
      scannedAt: new Date(Date.now() - 60_000).toISOString(),
    }));
    const response = await scanBatch(service, device.headers, {
      eventId: event.eventId,
      deviceId: device.deviceId,
      scans,
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as TScanBatchAnswer;
    expect(results.map((r) => r.result)).toEqual(["admitted", "admitted", "invalid", "admitted"]);
  });
});

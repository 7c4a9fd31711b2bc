import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissionStreamId, orderCodeOf, type TAttendeeLookup } from "@mawid/contracts/checkin";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { checkinService } from "../src/app.ts";
import {
  announceEvent,
  type CheckinTestService,
  enrolDevice,
  person,
  scan,
  storedEvents,
  type TestEvent,
} from "./harness.ts";

let database: TestDatabase;
let service: CheckinTestService;
let event: TestEvent;
let as: Record<"owner" | "staff" | "scanner" | "outsider", Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase("checkin");
  service = await startTestService(checkinService, database.url);
  event = await announceEvent(service.ctx.db);
  const org = event.organizationId;
  as = {
    owner: await service.bearer(person({ id: org, role: "owner" })),
    staff: await service.bearer(person({ id: org, role: "staff" })),
    scanner: await service.bearer(person({ id: org, role: "scanner" })),
    outsider: await service.bearer(person({ id: randomUUID(), role: "owner" })),
  };
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const lookup = (q: string, headers: Record<string, string>) =>
  service.app.inject({
    method: "GET",
    url: `/api/v1/checkin/events/${event.eventId}/attendees?q=${encodeURIComponent(q)}`,
    headers,
  });

const ticketUrl = (ticketId: string, action: "check-in" | "undo") =>
  `/api/v1/checkin/events/${event.eventId}/tickets/${ticketId}/${action}`;

describe("finding someone without their phone", () => {
  it("finds tickets by any part of the name, or by the order code read out, with where each stands", async () => {
    const [inside, waiting] = await event.issue([
      { attendeeName: "Fatima Zahra Haddad", section: "sisters" },
      { attendeeName: "Omar Haddad", section: "brothers" },
    ]);
    const [refunded] = await event.issue([{ attendeeName: "Salma Haddad" }]);
    await event.revoke(refunded!, "refunded");
    await scan(service, as.scanner, { eventId: event.eventId, qr: inside!.qr });
    const byName = await lookup("hadd", as.scanner);
    expect(byName.statusCode).toBe(200);
    const found = byName.json() as TAttendeeLookup;
    expect(found.map((t) => [t.attendeeName, t.status])).toEqual([
      ["Fatima Zahra Haddad", "inside"],
      ["Omar Haddad", "not_arrived"],
      ["Salma Haddad", "revoked"],
    ]);
    expect(found[0]).toMatchObject({
      orderCode: orderCodeOf(inside!.orderId),
      checkedInAt: expect.any(String),
    });
    const byCode = (
      await lookup(orderCodeOf(waiting!.orderId).toLowerCase(), as.scanner)
    ).json() as TAttendeeLookup;
    expect(byCode.map((t) => t.id).sort()).toEqual([inside!.ticketId, waiting!.ticketId].sort());
  });

  it("treats % and _ in a search as letters", async () => {
    await event.issue([{ attendeeName: "Zaid Noor" }]);
    expect((await lookup("%_", as.scanner)).json()).toEqual([]);
  });

  it("lets an enrolled device look people up, but nobody outside the organisation", async () => {
    const device = await enrolDevice(service, event);
    expect((await lookup("guest", device.headers)).statusCode).toBe(200);
    expect((await lookup("guest", as.outsider)).statusCode).toBe(403);
    expect((await lookup("guest", {})).statusCode).toBe(401);
  });

  it("explains a search too short", async () => {
    const response = await lookup("a", as.scanner);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Type at least 2 letters of a name or an order code");
  });
});

describe("manual check-in and undo", () => {
  it("lets a member admit someone found by name, by a scan's rules", async () => {
    const [ticket] = await event.issue([{ attendeeName: "Hamza Idris" }]);
    const first = await service.app.inject({
      method: "POST",
      url: ticketUrl(ticket!.ticketId, "check-in"),
      headers: as.scanner,
      payload: {},
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: "admitted", message: "Admitted: Hamza Idris" });
    const again = await service.app.inject({
      method: "POST",
      url: ticketUrl(ticket!.ticketId, "check-in"),
      headers: as.staff,
      payload: {},
    });
    expect(again.json().result).toBe("already_checked_in");
    const [admission] = await storedEvents(
      service.ctx.db,
      admissionStreamId(ticket!.ticketId),
      "TicketCheckedIn",
    );
    expect(admission!.data).toMatchObject({ manual: true, deviceId: null });
  });

  it("does not let a device admit without a code, nor anyone admit a ticket the event does not have", async () => {
    const [ticket] = await event.issue([{}]);
    const device = await enrolDevice(service, event);
    const byDevice = await service.app.inject({
      method: "POST",
      url: ticketUrl(ticket!.ticketId, "check-in"),
      headers: device.headers,
      payload: {},
    });
    expect(byDevice.statusCode).toBe(401);
    const unknown = await service.app.inject({
      method: "POST",
      url: ticketUrl(randomUUID(), "check-in"),
      headers: as.staff,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("TICKET_NOT_FOUND");
  });

  it("lets a host undo a mistaken check-in, after which the ticket is admitted again", async () => {
    const [ticket] = await event.issue([{ attendeeName: "Khadija Mistaken" }]);
    await scan(service, as.scanner, { eventId: event.eventId, qr: ticket!.qr });
    const byScanner = await service.app.inject({
      method: "POST",
      url: ticketUrl(ticket!.ticketId, "undo"),
      headers: as.scanner,
    });
    expect(byScanner.statusCode).toBe(403);
    const undone = await service.app.inject({
      method: "POST",
      url: ticketUrl(ticket!.ticketId, "undo"),
      headers: as.staff,
    });
    expect(undone.statusCode).toBe(204);
    const [found] = (await lookup(ticket!.attendeeName, as.staff)).json() as TAttendeeLookup;
    expect(found).toMatchObject({ id: ticket!.ticketId, status: "not_arrived", checkedInAt: null });
    const twice = await service.app.inject({
      method: "POST",
      url: ticketUrl(ticket!.ticketId, "undo"),
      headers: as.owner,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      code: "NOT_CHECKED_IN",
      message: "This ticket is not checked in, so there is nothing to undo",
    });
    expect((await scan(service, as.scanner, { eventId: event.eventId, qr: ticket!.qr })).answer.result).toBe(
      "admitted",
    );
  });
});

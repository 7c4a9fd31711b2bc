import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAttendee, TAttendeesPage } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { trackAdmissionsConsumer } from "../src/consumers/track-admissions.ts";
import { announceEvent, createTicketType, person, type TicketingTestService, ticketType } from "./harness.ts";
import { deliver, deliverTogether, paidOrder, registered } from "./paid-orders.ts";

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const consumer = trackAdmissionsConsumer("ticketing");

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, { LOG_LEVEL: "error" });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const minute = (m: number) => new Date(Date.UTC(2027, 2, 20, 18, m)).toISOString();

/** An event with one paid order of two tickets, as the host's list shows them. */
async function admittedEvent() {
  const eventId = await announceEvent(service, { organizationId });
  const typeId = await createTicketType(service, host, eventId, ticketType({ name: "Hall", price: 0 }));
  await paidOrder(service, await registered(service), eventId, typeId, 2);
  return { eventId, tickets: await list(eventId) };
}

async function list(eventId: string): Promise<TAttendee[]> {
  const response = await service.app.inject({
    method: "GET",
    url: `/api/v1/events/${eventId}/attendees`,
    headers: await service.bearer(host),
  });
  expect(response.statusCode).toBe(200);
  return response.json<TAttendeesPage>().items;
}

const stateOf = async (eventId: string, ticketId: string) => {
  const a = (await list(eventId)).find((t) => t.ticketId === ticketId)!;
  return { checkedIn: a.checkedIn, checkIn: a.checkIn };
};

type Kind = "TicketCheckedIn" | "TicketCheckedOut" | "CheckInUndone";

/** Check-in's message about one ticket, at its place in the ticket's admission stream. */
function admissionMessage(
  ticket: TAttendee,
  eventId: string,
  type: Kind,
  position: number,
  at: string,
  gateId: string | null = "north",
) {
  const facts = {
    ticketId: ticket.ticketId,
    orderId: ticket.orderId,
    ticketTypeId: ticket.ticketTypeId,
    section: ticket.section,
    admits: 1,
    eventId,
    organizationId,
  };
  const origin = {
    gateId,
    deviceId: randomUUID(),
    userId: null,
    nonce: randomUUID(),
    scannedAt: at,
    recordedAt: at,
    offline: false,
  };
  const data =
    type === "CheckInUndone"
      ? { ...facts, undoneBy: randomUUID(), undoneAt: at }
      : type === "TicketCheckedIn"
        ? { ...facts, ...origin, manual: false }
        : { ...facts, ...origin };
  return {
    ...firstEventEnvelope({
      type,
      streamType: "checkin.admission",
      streamId: `admission:${ticket.ticketId}`,
      data,
    }),
    streamPosition: position,
  };
}

const gateMessage = (eventId: string, gateId: string, name: string, position: number) => ({
  ...firstEventEnvelope({
    type: "GateConfigured",
    streamType: "checkin.gates",
    streamId: `gates:${eventId}`,
    data: {
      eventId,
      organizationId,
      gateId,
      name,
      sections: [],
      ticketTypeIds: [],
      opensAt: null,
      closesAt: null,
      reentry: true,
      capacity: null,
      configuredBy: randomUUID(),
      configuredAt: minute(0),
    },
  }),
  streamPosition: position,
});

describe("check-in state on the attendee list", () => {
  it("shows when and at which gate a ticket was admitted, in the list and the CSV; others not checked in", async () => {
    const { eventId, tickets } = await admittedEvent();
    const [first, second] = tickets as [TAttendee, TAttendee];
    expect(await stateOf(eventId, first.ticketId)).toEqual({ checkedIn: false, checkIn: null });
    await deliver(service, consumer, gateMessage(eventId, "north", "North door", 1));
    await deliver(service, consumer, admissionMessage(first, eventId, "TicketCheckedIn", 1, minute(5)));
    expect(await stateOf(eventId, first.ticketId)).toEqual({
      checkedIn: true,
      checkIn: { admittedAt: minute(5), gateId: "north", gateName: "North door", inside: true },
    });
    expect(await stateOf(eventId, second.ticketId)).toEqual({ checkedIn: false, checkIn: null });

    const csv = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/attendees.csv`,
      headers: await service.bearer(host),
    });
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "ticketId,orderId,attendeeName,buyerEmail,section,ticketType,status,checkedIn,issuedAt,checkedInAt,gate,inside",
    );
    expect(lines.find((l) => l.startsWith(first.ticketId))).toMatch(
      new RegExp(`,yes,[^,]+,${minute(5).replace(/\./g, "\\.")},North door,yes$`),
    );
    expect(lines.find((l) => l.startsWith(second.ticketId))).toMatch(/,no,[^,]+,,,$/);
  });

  it("lists only those checked in, or only those not yet, and exports them so", async () => {
    const { eventId, tickets } = await admittedEvent();
    const [first, second] = tickets as [TAttendee, TAttendee];
    await deliver(service, consumer, admissionMessage(first, eventId, "TicketCheckedIn", 1, minute(5)));
    const ids = async (query: string) =>
      (
        await service.app.inject({
          method: "GET",
          url: `/api/v1/events/${eventId}/attendees${query}`,
          headers: await service.bearer(host),
        })
      )
        .json<{ items: TAttendee[] }>()
        .items.map((a) => a.ticketId);
    expect(await ids("?checkedIn=true")).toEqual([first.ticketId]);
    expect(await ids("?checkedIn=false")).toEqual(
      tickets.filter((t) => t.ticketId !== first.ticketId).map((t) => t.ticketId),
    );
    expect(await ids("?checkedIn=false")).toContain(second.ticketId);
    const csv = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/attendees.csv?checkedIn=true`,
      headers: await service.bearer(host),
    });
    expect(csv.body.trimEnd().split("\r\n").slice(1)).toHaveLength(1);
    const refused = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/attendees?checkedIn=maybe`,
      headers: await service.bearer(host),
    });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps the first admission through a check-out and a re-entry at another gate, and names a renamed gate", async () => {
    const { eventId, tickets } = await admittedEvent();
    const ticket = tickets[0]!;
    await deliver(service, consumer, admissionMessage(ticket, eventId, "TicketCheckedIn", 1, minute(5)));
    await deliver(service, consumer, admissionMessage(ticket, eventId, "TicketCheckedOut", 2, minute(30)));
    expect((await stateOf(eventId, ticket.ticketId)).checkIn).toEqual({
      admittedAt: minute(5),
      gateId: "north",
      gateName: null,
      inside: false,
    });
    await deliver(
      service,
      consumer,
      admissionMessage(ticket, eventId, "TicketCheckedIn", 3, minute(40), "south"),
    );
    await deliver(service, consumer, gateMessage(eventId, "north", "Main door", 2));
    await deliver(service, consumer, gateMessage(eventId, "north", "North door", 1));
    expect((await stateOf(eventId, ticket.ticketId)).checkIn).toEqual({
      admittedAt: minute(5),
      gateId: "north",
      gateName: "Main door",
      inside: true,
    });
  });

  it("shows a ticket whose check-in was undone as not checked in, until it is admitted again", async () => {
    const { eventId, tickets } = await admittedEvent();
    const ticket = tickets[0]!;
    await deliver(service, consumer, admissionMessage(ticket, eventId, "TicketCheckedIn", 1, minute(5)));
    await deliver(service, consumer, admissionMessage(ticket, eventId, "CheckInUndone", 2, minute(6)));
    expect(await stateOf(eventId, ticket.ticketId)).toEqual({ checkedIn: false, checkIn: null });
    await deliver(
      service,
      consumer,
      admissionMessage(ticket, eventId, "TicketCheckedIn", 4, minute(9), null),
    );
    expect(await stateOf(eventId, ticket.ticketId)).toEqual({
      checkedIn: true,
      checkIn: { admittedAt: minute(9), gateId: null, gateName: null, inside: true },
    });
  });

  it("changes nothing for a redelivered message", async () => {
    const { eventId, tickets } = await admittedEvent();
    const ticket = tickets[0]!;
    const admitted = admissionMessage(ticket, eventId, "TicketCheckedIn", 1, minute(5));
    const out = admissionMessage(ticket, eventId, "TicketCheckedOut", 2, minute(30));
    await deliver(service, consumer, admitted);
    await deliver(service, consumer, out);
    const before = await stateOf(eventId, ticket.ticketId);
    expect(before.checkIn?.inside).toBe(false);
    await deliver(service, consumer, admitted);
    await deliver(service, consumer, { ...admitted, id: randomUUID() });
    expect(await stateOf(eventId, ticket.ticketId)).toEqual(before);
  });

  it("reads messages delivered out of order as check-in wrote them", async () => {
    const { eventId, tickets } = await admittedEvent();
    const [first, second] = tickets as [TAttendee, TAttendee];
    // checked in, out, in again: the exit arrives first, the first admission last
    await deliver(service, consumer, admissionMessage(first, eventId, "TicketCheckedOut", 2, minute(30)));
    expect(await stateOf(eventId, first.ticketId)).toEqual({ checkedIn: false, checkIn: null });
    await deliver(
      service,
      consumer,
      admissionMessage(first, eventId, "TicketCheckedIn", 3, minute(40), "south"),
    );
    await deliver(service, consumer, admissionMessage(first, eventId, "TicketCheckedIn", 1, minute(5)));
    expect((await stateOf(eventId, first.ticketId)).checkIn).toMatchObject({
      admittedAt: minute(5),
      gateId: "north",
      inside: true,
    });
    // admitted then undone: the undo arrives before the admission it took back
    await deliver(service, consumer, admissionMessage(second, eventId, "CheckInUndone", 2, minute(6)));
    await deliver(service, consumer, admissionMessage(second, eventId, "TicketCheckedIn", 1, minute(5)));
    expect(await stateOf(eventId, second.ticketId)).toEqual({ checkedIn: false, checkIn: null });
  });

  it("keeps several tickets' messages handed over together, out of order and one of them twice, as one by one", async () => {
    const { eventId, tickets } = await admittedEvent();
    const [first, second] = tickets as [TAttendee, TAttendee];
    const reentered = admissionMessage(first, eventId, "TicketCheckedIn", 3, minute(40), "south");
    await deliverTogether(service, consumer, [
      admissionMessage(second, eventId, "CheckInUndone", 2, minute(6)),
      admissionMessage(first, eventId, "TicketCheckedOut", 2, minute(30)),
      reentered,
      admissionMessage(second, eventId, "TicketCheckedIn", 1, minute(5)),
      admissionMessage(first, eventId, "TicketCheckedIn", 1, minute(5)),
      reentered,
    ]);
    expect((await stateOf(eventId, first.ticketId)).checkIn).toEqual({
      admittedAt: minute(5),
      gateId: "north",
      gateName: null,
      inside: true,
    });
    expect(await stateOf(eventId, second.ticketId)).toEqual({ checkedIn: false, checkIn: null });
  });
});

import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { TAttendee } from "@mawid/contracts/ticketing";
import { createDatabase } from "@mawid/eventstore";
import type { ConsumerDefinition } from "@mawid/service";
import { type TestIssuer, testIssuer } from "@mawid/service";
import {
  eventsServiceMessage,
  type ProcessTestBed,
  type ServiceProcess,
  startProcessTestBed,
  waitFor,
} from "@mawid/testing";
import { trackEventsConsumer as checkinEvents } from "../../checkin/src/consumers/track-events.ts";
import { trackEventsConsumer } from "../src/consumers/track-events.ts";
import { eventCreatedData, person } from "./harness.ts";

// Check-in and ticketing run as their own processes on one real PostgreSQL and the postgres bus: the
// tickets ticketing issues reach check-in, a host admits one there at a gate, and ticketing's attendee
// list learns where and when from check-in's events; an undo reaches it the same way.

let bed: ProcessTestBed;
let db: Kysely<unknown>;
let issuer: TestIssuer;
let ticketing: ServiceProcess;
let checkin: ServiceProcess;

beforeAll(async () => {
  issuer = await testIssuer();
  // Both services check callers' tokens against the bed's copy of this issuer's keys, as they would against identity's.
  bed = await startProcessTestBed("ticketing-checkin", issuer.jwks);
  db = createDatabase({ url: bed.database.url, max: 2 });
  [ticketing, checkin] = await Promise.all([bed.start("ticketing"), bed.start("checkin")]);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await bed?.close();
});

/** The events service's announcement of a published event, handed to both services' consumers. */
async function publishedEvent(organizationId: string): Promise<string> {
  const eventId = randomUUID();
  const at = new Date().toISOString();
  const deliver = (consumer: ConsumerDefinition, type: string, data: Record<string, unknown>) =>
    db.transaction().execute((trx) => consumer.handle(trx, eventsServiceMessage(type, eventId, data)));
  for (const consumer of [trackEventsConsumer("ticketing"), checkinEvents("checkin")]) {
    await deliver(consumer, "EventCreated", eventCreatedData({ eventId, organizationId }));
    await deliver(consumer, "EventPublished", { eventId, organizationId, publishedAt: at });
  }
  return eventId;
}

async function call(base: string, method: string, path: string, who: TAccessClaims, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(await issuer.bearer(who)),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(path === "/api/v1/orders" ? { "idempotency-key": randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** What read gives once it gives something, as messages cross the bus between the processes. */
async function eventually<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  let value: T | undefined;
  const check = async () => {
    value = await read();
    return value !== undefined;
  };
  await waitFor(what, check, 60_000, 250);
  return value as T;
}

it("shows on the attendee list the gate and time check-in admitted a ticket at, and forgets an undone one", async () => {
  const organizationId = randomUUID();
  const host = person({ id: organizationId });
  const eventId = await publishedEvent(organizationId);
  const type = await call(ticketing.url, "POST", `/api/v1/events/${eventId}/ticket-types`, host, {
    name: "Lecture",
    price: 0,
    currency: "USD",
    capacity: 10,
    section: "mixed",
  });
  expect(type.status).toBe(201);
  const order = await call(ticketing.url, "POST", "/api/v1/orders", person(), {
    eventId,
    items: [{ ticketTypeId: type.body.id, quantity: 1, attendees: [{ name: "Amina Yusuf" }] }],
  });
  expect(order.body.status).toBe("paid");
  const gate = await call(checkin.url, "POST", `/api/v1/checkin/events/${eventId}/gates`, host, {
    name: "North door",
  });
  expect(gate.status).toBe(201);

  const attendee = async () => {
    const list = await call(ticketing.url, "GET", `/api/v1/events/${eventId}/attendees`, host);
    return (list.body.items as TAttendee[])[0];
  };
  const ticket = await eventually("the ticket issued", attendee);
  expect(ticket).toMatchObject({ attendeeName: "Amina Yusuf", checkedIn: false, checkIn: null });
  const ticketId = ticket.ticketId;

  // check-in knows the ticket once TicketsIssued has reached it
  const admitted = await eventually("check-in to know the ticket", async () => {
    const answer = await call(
      checkin.url,
      "POST",
      `/api/v1/checkin/events/${eventId}/tickets/${ticketId}/check-in`,
      host,
      { gateId: gate.body.id },
    );
    return answer.status === 200 ? answer.body : undefined;
  });
  expect(admitted.result).toBe("admitted");

  const seen = await eventually("the admission on the list", async () => {
    const a = await attendee();
    return a?.checkIn?.gateName ? a : undefined;
  });
  expect(seen.checkedIn).toBe(true);
  expect(seen.checkIn).toMatchObject({ gateId: gate.body.id, gateName: "North door", inside: true });
  expect(Date.now() - Date.parse(seen.checkIn!.admittedAt)).toBeLessThan(10 * 60_000);

  const undone = await call(
    checkin.url,
    "POST",
    `/api/v1/checkin/events/${eventId}/tickets/${ticketId}/undo`,
    host,
  );
  expect(undone.status).toBeLessThan(300);
  const forgotten = await eventually("the undo on the list", async () => {
    const a = await attendee();
    return a && !a.checkedIn ? a : undefined;
  });
  expect(forgotten.checkIn).toBeNull();
}, 240_000);

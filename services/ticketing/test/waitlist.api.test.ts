import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims, TEnvelope } from "@mawid/contracts/platform";
import type { TEventWaitlist, TMyWaitlistEntry, TOrder } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type SmtpCapture, startSmtpCapture, type TestDatabase } from "@mawid/testing";
import { sql } from "kysely";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import { ticketingDb } from "../src/db/tables.ts";
import { expireDueOrders } from "../src/order/expire-due-orders.ts";
import { freedCapacityConsumer } from "../src/waitlist/freed-capacity-consumer.ts";
import { expireDueOffers, sweepWaitlists } from "../src/waitlist/sweep.ts";
import {
  announceEvent,
  configureSection,
  createTicketType,
  person,
  placeOrder,
  seatsTaken,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";
import { deliver, registered } from "./paid-orders.ts";

let database: TestDatabase;
let service: TicketingTestService;
let smtp: SmtpCapture;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const staff = person({ id: organizationId, role: "staff" });
const outsider = person({ id: randomUUID() });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, {
    SMTP_URL: smtp.url,
    MAIL_SEND_INTERVAL_MS: "50",
    MAIL_SEND_PER_SECOND: "100",
    // The tests run the sweep themselves, at the moments they choose.
    WAITLIST_SWEEP_MS: "3600000",
    LOG_LEVEL: "error",
  });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
  await smtp?.close();
});

const db = () => ticketingDb(service.ctx.db);
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function onSale(overrides: Parameters<typeof ticketType>[0] = {}) {
  const eventId = await announceEvent(service, { organizationId });
  const ticketTypeId = await createTicketType(
    service,
    host,
    eventId,
    ticketType({ capacity: 2, ...overrides }),
  );
  return { eventId, ticketTypeId };
}

const join = async (
  claims: TAccessClaims,
  eventId: string,
  ticketTypeId: string,
  payload: object = { quantity: 1 },
) =>
  service.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/ticket-types/${ticketTypeId}/waitlist`,
    headers: await service.bearer(claims),
    payload,
  });

const leave = async (claims: TAccessClaims, eventId: string, ticketTypeId: string) =>
  service.app.inject({
    method: "DELETE",
    url: `/api/v1/events/${eventId}/ticket-types/${ticketTypeId}/waitlist`,
    headers: await service.bearer(claims),
  });

/** Without a body, as the web's button sends it, unless attendees are named. */
const accept = async (claims: TAccessClaims, offerId: string, payload?: object) =>
  service.app.inject({
    method: "POST",
    url: `/api/v1/waitlist-offers/${offerId}/accept`,
    headers: await service.bearer(claims),
    payload,
  });

const myWaitlist = async (claims: TAccessClaims) =>
  (
    await service.app.inject({
      method: "GET",
      url: "/api/v1/me/waitlist",
      headers: await service.bearer(claims),
    })
  ).json<{ items: TMyWaitlistEntry[] }>().items;

const myEntry = async (claims: TAccessClaims) => (await myWaitlist(claims))[0]!;

/** Takes every seat of the type with one pending order, as a buyer who has not paid yet. */
async function holdAll(eventId: string, ticketTypeId: string, quantity = 2) {
  const buyer = await registered(service);
  const placed = await placeOrder(service, await service.bearer(buyer), {
    eventId,
    items: [{ ticketTypeId, quantity }],
  });
  expect(placed.statusCode).toBe(201);
  return { buyer, order: placed.json<TOrder>() };
}

/** Delivers what an order put on the bus under this type to the waitlist's consumer, as the bus would. */
async function deliverToWaitlist(type: string, orderId: string) {
  const { rows } = await sql<{ envelope: TEnvelope }>`
    SELECT envelope FROM ticketing.outbox
    WHERE envelope->>'type' = ${type} AND envelope->'data'->>'orderId' = ${orderId}`.execute(service.ctx.db);
  expect(rows).toHaveLength(1);
  await deliver(service, freedCapacityConsumer(db(), 30), rows[0]!.envelope);
}

async function cancel(claims: TAccessClaims, orderId: string) {
  const response = await service.app.inject({
    method: "POST",
    url: `/api/v1/orders/${orderId}/cancel`,
    headers: await service.bearer(claims),
  });
  expect(response.statusCode).toBe(200);
  await deliverToWaitlist("OrderCancelled", orderId);
}

describe("joining a sold-out ticket type's waitlist", () => {
  it("puts people in line in the order they joined, each once", async () => {
    const { eventId, ticketTypeId } = await onSale();
    await holdAll(eventId, ticketTypeId);
    const [amina, bilal] = [await registered(service), await registered(service)];
    const first = await join(amina, eventId, ticketTypeId, { quantity: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      eventId,
      eventTitle: "Eid gala",
      ticketTypeId,
      ticketTypeName: "General",
      quantity: 2,
      status: "waiting",
      position: 1,
      offer: null,
    });
    expect((await join(bilal, eventId, ticketTypeId)).json()).toMatchObject({
      status: "waiting",
      position: 2,
    });

    const again = await join(amina, eventId, ticketTypeId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ALREADY_ON_WAITLIST");
  });

  it("refuses more tickets than one order may hold, an unverified address and a type of another event", async () => {
    const { eventId, ticketTypeId } = await onSale({ maxPerOrder: 3 });
    const other = await onSale();
    const amina = await registered(service);

    const tooMany = await join(amina, eventId, ticketTypeId, { quantity: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({
      code: "INVALID_QUANTITY",
      message: "General: between 1 and 3 tickets per order",
    });

    const unverified = await join({ ...person(), emailVerified: false }, eventId, ticketTypeId);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe("EMAIL_NOT_VERIFIED");

    const elsewhere = await join(amina, other.eventId, ticketTypeId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe("TICKET_TYPE_NOT_FOUND");

    const anonymous = await service.app.inject({
      method: "POST",
      url: `/api/v1/events/${eventId}/ticket-types/${ticketTypeId}/waitlist`,
      payload: { quantity: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("to a hidden type only with its access code", async () => {
    const { eventId, ticketTypeId } = await onSale({ hidden: true, accessCode: "IMAMS-ONLY" });
    const amina = await registered(service);
    expect((await join(amina, eventId, ticketTypeId)).statusCode).toBe(404);
    const coded = await join(amina, eventId, ticketTypeId, { quantity: 1, accessCode: "imams-only" });
    expect(coded.statusCode).toBe(201);
  });

  it("with seats free gets them offered at once", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const amina = await registered(service);
    const joined = await join(amina, eventId, ticketTypeId, { quantity: 2 });
    expect(joined.json()).toMatchObject({ status: "offered", position: null });
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 2, sold: 0 });
  });
});

describe("when capacity frees", () => {
  it("the first in line gets an offer holding their seats, is e-mailed, and the rest keep their places", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const { buyer, order } = await holdAll(eventId, ticketTypeId);
    const [amina, bilal] = [await registered(service), await registered(service)];
    await join(amina, eventId, ticketTypeId, { quantity: 2 });
    await join(bilal, eventId, ticketTypeId);

    const before = Date.now();
    await cancel(buyer, order.id);

    const offered = await myEntry(amina);
    expect(offered).toMatchObject({ status: "offered", position: null, offer: { orderId: null } });
    const deadline = Date.parse(offered.offer!.expiresAt);
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(deadline).toBeLessThan(Date.now() + 31 * 60_000);
    expect(await myEntry(bilal)).toMatchObject({ status: "waiting", position: 1 });
    // The offer's hold, not free seats: a new buyer finds the type sold out.
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 2, sold: 0 });
    const newcomer = await placeOrder(service, await service.bearer(person()), {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
    });
    expect(newcomer.json().error.code).toBe("SOLD_OUT");

    const mail = await smtp.waitFor(amina.email, 10_000);
    expect(mail.subject).toBe("A place opened up: Eid gala");
    expect(mail.text).toContain("2 tickets (General)");
    expect(mail.text).toContain("Take the offer");

    // A redelivered message finds the seats offered already: nobody gets a second offer.
    await deliverToWaitlist("OrderCancelled", order.id);
    expect(await myEntry(bilal)).toMatchObject({ status: "waiting" });
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ticketing.outbox
      WHERE envelope->>'type' = 'WaitlistOffered' AND envelope->'data'->>'ticketTypeId' = ${ticketTypeId}`.execute(
      service.ctx.db,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("a head waiting for more seats than freed keeps its place: nobody behind it is served first", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const first = await holdAll(eventId, ticketTypeId, 1);
    await holdAll(eventId, ticketTypeId, 1);
    const [amina, bilal] = [await registered(service), await registered(service)];
    await join(amina, eventId, ticketTypeId, { quantity: 2 });
    await join(bilal, eventId, ticketTypeId);
    await cancel(first.buyer, first.order.id);
    expect(await myEntry(amina)).toMatchObject({ status: "waiting", position: 1 });
    expect(await myEntry(bilal)).toMatchObject({ status: "waiting", position: 2 });
  });

  it("when a hold expires or a section's capacity is raised, the sweep offers the seats", async () => {
    const { eventId, ticketTypeId } = await onSale({ section: "sisters", capacity: 10 });
    await configureSection(service, host, eventId, "sisters", 1);
    await holdAll(eventId, ticketTypeId, 1);
    const [amina, bilal] = [await registered(service), await registered(service)];
    await join(amina, eventId, ticketTypeId);
    await join(bilal, eventId, ticketTypeId);

    await configureSection(service, host, eventId, "sisters", 2);
    await sweepWaitlists(db(), 30, new Date());
    expect(await myEntry(amina)).toMatchObject({ status: "offered" });
    expect(await myEntry(bilal)).toMatchObject({ status: "waiting", position: 1 });

    // The order's hold runs out: its seat goes to the next in line.
    await expireDueOrders(db(), minutes(16));
    await sweepWaitlists(db(), 30, minutes(16));
    expect(await myEntry(bilal)).toMatchObject({ status: "offered" });
    expect(await seatsTaken(service, quotaIds.section(eventId, "sisters"))).toEqual({ held: 2, sold: 0 });
  });
});

describe("taking an offer", () => {
  it("places an order from its hold, priced as any order, and taking it again answers the same order", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const { buyer, order } = await holdAll(eventId, ticketTypeId);
    const amina = await registered(service);
    await join(amina, eventId, ticketTypeId, { quantity: 2 });
    await cancel(buyer, order.id);
    const offerId = (await myEntry(amina)).offer!.id;

    const taken = await accept(amina, offerId, { attendees: [{ name: "Amina" }, { name: "Yusuf" }] });
    expect(taken.statusCode).toBe(201);
    const placed = taken.json<TOrder>();
    expect(placed).toMatchObject({ eventId, status: "pending", total: 5326 });
    expect(placed.attendees.map((a) => a.attendeeName)).toEqual(["Amina", "Yusuf"]);
    // The offer's seats became the order's: held once, not twice.
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 2, sold: 0 });
    expect(await myEntry(amina)).toMatchObject({
      status: "taken",
      offer: { id: offerId, orderId: placed.id },
    });

    const again = await accept(amina, offerId);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(placed.id);
    const fetched = await service.app.inject({
      method: "GET",
      url: `/api/v1/orders/${placed.id}`,
      headers: await service.bearer(amina),
    });
    expect(fetched.json()).toMatchObject({ id: placed.id, status: "pending" });
  });

  it("of a free ticket completes the order at once", async () => {
    const { eventId, ticketTypeId } = await onSale({ price: 0 });
    const amina = await registered(service);
    const offerId = (await join(amina, eventId, ticketTypeId)).json<TMyWaitlistEntry>().offer!.id;
    const taken = await accept(amina, offerId);
    expect(taken.json()).toMatchObject({ status: "paid", total: 0 });
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 1 });
  });

  it("lapse together, all in one pass of the sweep, batch after batch", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 3 });
    const people = [await registered(service), await registered(service), await registered(service)];
    for (const someone of people)
      expect((await join(someone, eventId, ticketTypeId)).json<TMyWaitlistEntry>().offer).not.toBeNull();
    // two read at a time: the pass goes on until none is due
    expect(await expireDueOffers(db(), minutes(31), { batch: 2 })).toBeGreaterThanOrEqual(3);
    for (const someone of people) expect(await myEntry(someone)).toMatchObject({ status: "expired" });
    expect(await expireDueOffers(db(), minutes(31), { batch: 2 })).toBe(0);
  });

  it("is someone else's offer not found, and after its deadline is refused and passes to the next", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const [amina, bilal] = [await registered(service), await registered(service)];
    const offerId = (await join(amina, eventId, ticketTypeId, { quantity: 2 })).json<TMyWaitlistEntry>()
      .offer!.id;
    await join(bilal, eventId, ticketTypeId);

    const stolen = await accept(bilal, offerId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe("WAITLIST_OFFER_NOT_FOUND");

    await sweepWaitlists(db(), 30, minutes(31));
    expect(await myEntry(amina)).toMatchObject({ status: "expired" });
    expect(await myEntry(bilal)).toMatchObject({ status: "offered" });
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 1, sold: 0 });

    const late = await accept(amina, offerId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: "WAITLIST_OFFER_CLOSED",
      message: "This offer has run out: its seats went to the next person in line",
    });
  });
});

describe("leaving the line", () => {
  it("frees the place; an offer's seats go to the next in line at once", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const [amina, bilal, chidi] = [
      await registered(service),
      await registered(service),
      await registered(service),
    ];
    await join(amina, eventId, ticketTypeId, { quantity: 2 });
    await join(bilal, eventId, ticketTypeId);
    await join(chidi, eventId, ticketTypeId);

    const left = await leave(bilal, eventId, ticketTypeId);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: "left", position: null });
    expect(await myEntry(chidi)).toMatchObject({ status: "waiting", position: 1 });

    expect((await leave(amina, eventId, ticketTypeId)).json()).toMatchObject({ status: "left" });
    expect(await myEntry(chidi)).toMatchObject({ status: "offered" });
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 1, sold: 0 });

    const twice = await leave(bilal, eventId, ticketTypeId);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.code).toBe("WAITLIST_ENTRY_NOT_FOUND");
  });
});

describe("the host's view of an event's waitlist", () => {
  it("lists each type's line in order with its offers, for the organisers only", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const [amina, bilal] = [await registered(service), await registered(service)];
    await join(amina, eventId, ticketTypeId, { quantity: 2 });
    await join(bilal, eventId, ticketTypeId, { quantity: 1 });

    const response = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/waitlist`,
      headers: await service.bearer(staff),
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<TEventWaitlist>();
    expect(view.ticketTypes).toHaveLength(1);
    expect(view.ticketTypes[0]).toMatchObject({
      ticketTypeId,
      ticketTypeName: "General",
      waiting: 1,
      waitingTickets: 1,
      offered: 1,
      taken: 0,
      expired: 0,
      left: 0,
    });
    expect(view.ticketTypes[0]!.entries.map((e) => [e.email, e.status, e.quantity])).toEqual([
      [amina.email, "offered", 2],
      [bilal.email, "waiting", 1],
    ]);

    const denied = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/waitlist`,
      headers: await service.bearer(outsider),
    });
    expect(denied.statusCode).toBe(403);
  });
});

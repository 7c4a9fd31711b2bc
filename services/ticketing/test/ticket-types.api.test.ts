import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import {
  announceEvent,
  configureSection,
  createTicketType,
  person,
  placeOrder,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const freeHost = person({ id: organizationId, tier: "free" });

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url);
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const create = async (claims: typeof host, eventId: string, body: object) =>
  service.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/ticket-types`,
    headers: await service.bearer(claims),
    payload: body,
  });
const list = (eventId: string, query = "") =>
  service.app.inject({ method: "GET", url: `/api/v1/events/${eventId}/ticket-types${query}` });

describe("creating ticket types", () => {
  it("lets the organisation add ticket types to a draft, with the fee per ticket", async () => {
    const eventId = await announceEvent(service, { organizationId, status: "draft" });
    const response = await create(
      host,
      eventId,
      ticketType({ name: "Sisters", section: "sisters", price: 2500 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      eventId,
      name: "Sisters",
      price: 2500,
      currency: "USD",
      fee: 163,
      feePaidBy: "buyer",
      section: "sisters",
      groupSize: 1,
      capacity: 100,
      available: 100,
    });
  });

  it("refuses another organisation's member, staff of the event's may", async () => {
    const eventId = await announceEvent(service, { organizationId });
    const outsider = person({ id: randomUUID() });
    expect((await create(outsider, eventId, ticketType())).json().error.code).toBe("NOT_A_MEMBER");
    const staff = person({ id: organizationId, role: "staff" });
    expect((await create(staff, eventId, ticketType())).statusCode).toBe(201);
    const scanner = person({ id: organizationId, role: "scanner" });
    expect((await create(scanner, eventId, ticketType({ name: "Other" }))).json().error.code).toBe(
      "INSUFFICIENT_ROLE",
    );
  });

  it("keeps family, donor and hidden ticket types and price phases for tiers that have them", async () => {
    const eventId = await announceEvent(service, { organizationId });
    for (const special of [
      { groupSize: 5 },
      { payWhatYouWant: true },
      { hidden: true, accessCode: "IMAM-GUESTS" },
    ]) {
      const refused = await create(freeHost, eventId, ticketType({ name: "Special", ...special }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: "FEATURE_NOT_IN_TIER",
        message: "Your subscription does not include special ticket types",
      });
    }
    const phases = ticketType({ name: "Early", pricePhases: [{ price: 1500, untilSold: 50 }] });
    expect((await create(freeHost, eventId, phases)).json().error.message).toBe(
      "Your subscription does not include dynamic pricing",
    );
    expect((await create(host, eventId, phases)).statusCode).toBe(201);
    expect(
      (await create(freeHost, eventId, ticketType({ name: "Brothers", section: "brothers" }))).statusCode,
    ).toBe(201);
  });

  it("answers 404 for an event ticketing has not heard of and 400 for a path that is no event id", async () => {
    expect((await create(host, randomUUID(), ticketType())).json().error.code).toBe("EVENT_NOT_FOUND");
    const bad = await list("e-1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: "Unknown event" });
  });

  it("refuses a cancelled event's new ticket types and bad input field by field", async () => {
    const cancelled = await announceEvent(service, { organizationId, status: "cancelled" });
    expect((await create(host, cancelled, ticketType())).json().error.code).toBe("EVENT_NOT_ON_SALE");
    const eventId = await announceEvent(service, { organizationId });
    const bad = await create(host, eventId, ticketType({ minPerOrder: 5, maxPerOrder: 2, capacity: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["capacity", "minPerOrder"]);
  });

  it("keeps an event's ticket types in one currency, so any of them can be bought together", async () => {
    const eventId = await announceEvent(service, { organizationId });
    expect((await create(host, eventId, ticketType({ name: "Brothers", currency: "GBP" }))).statusCode).toBe(
      201,
    );
    const dollars = await create(host, eventId, ticketType({ name: "Sisters", currency: "USD" }));
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().error).toMatchObject({
      code: "CURRENCY_MISMATCH",
      fields: { currency: "This event's tickets are priced in GBP" },
    });
    expect((await list(eventId)).json().items.map((t: { name: string }) => t.name)).toEqual(["Brothers"]);
  });

  it("refuses price phases that do not end, or end before the one before them, phase by phase", async () => {
    const eventId = await announceEvent(service, { organizationId });
    const bad = await create(
      host,
      eventId,
      ticketType({
        capacity: 100,
        pricePhases: [
          { price: 1000, until: "2027-02-01T00:00:00Z" },
          { price: 1500, until: "2027-01-01T00:00:00Z", untilSold: 60 },
          { price: 2000, untilSold: 40 },
          { price: 2200, untilSold: 101 },
          { price: 2500 },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      "pricePhases.1.until": "Each phase must end after the one before it",
      "pricePhases.2.untilSold": "Each phase must end after more tickets sold than the one before it",
      "pricePhases.3.untilSold": "A phase cannot end after more tickets than the ticket type has",
      "pricePhases.4.until": "Give the phase an end date or a number of tickets sold",
    });
    expect((await list(eventId)).json().items).toEqual([]);
  });
});

describe("listing ticket types with live availability", () => {
  it("counts seats held by orders, the section's shared seats and family groups", async () => {
    const eventId = await announceEvent(service, { organizationId, capacity: 500 });
    await configureSection(service, host, eventId, "families", 12);
    const family = await createTicketType(
      service,
      host,
      eventId,
      ticketType({ name: "Family of 4", section: "families", groupSize: 4, capacity: 40 }),
    );
    await createTicketType(service, host, eventId, ticketType({ name: "Family adult", section: "families" }));
    const buyer = await service.bearer(person());
    const placed = await placeOrder(service, buyer, {
      eventId,
      items: [{ ticketTypeId: family, quantity: 2 }],
    });
    expect(placed.statusCode).toBe(201);

    const response = await list(eventId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((t: { name: string; available: number }) => [t.name, t.available])).toEqual([
      ["Family of 4", 1],
      ["Family adult", 4],
    ]);
    expect(body.sections).toEqual([
      { section: "families", capacity: 12, entrance: "families door", available: 4 },
    ]);
  });

  it("shows a hidden ticket type only with its access code", async () => {
    const eventId = await announceEvent(service, { organizationId });
    await createTicketType(service, host, eventId, ticketType({ name: "Open" }));
    await createTicketType(
      service,
      host,
      eventId,
      ticketType({ name: "Guests", hidden: true, accessCode: "IMAM-GUESTS" }),
    );
    const names = async (query: string) =>
      (await list(eventId, query)).json().items.map((t: { name: string }) => t.name);
    expect(await names("")).toEqual(["Open"]);
    expect(await names("?accessCode=wrong")).toEqual(["Open"]);
    expect(await names("?accessCode=imam-guests")).toEqual(["Open", "Guests"]);
  });

  it("prices by the running price phase", async () => {
    const eventId = await announceEvent(service, { organizationId });
    await createTicketType(
      service,
      host,
      eventId,
      ticketType({
        name: "Gala",
        price: 5000,
        pricePhases: [
          { price: 2000, until: "2020-01-01T00:00:00Z" },
          { price: 3000, untilSold: 1 },
        ],
      }),
    );
    const [type] = (await list(eventId)).json().items;
    expect([type.price, type.fee]).toEqual([3000, 175]);
    await placeOrder(service, await service.bearer(person()), {
      eventId,
      items: [{ ticketTypeId: type.id, quantity: 1 }],
    });
    expect((await list(eventId)).json().items[0].price).toBe(5000);
  });
});

describe("changing a ticket type after it is made", () => {
  const patch = async (claims: typeof host, eventId: string, typeId: string, body: object) =>
    service.app.inject({
      method: "PATCH",
      url: `/api/v1/events/${eventId}/ticket-types/${typeId}`,
      headers: await service.bearer(claims),
      payload: body,
    });
  const buy = async (eventId: string, ticketTypeId: string, quantity: number) =>
    placeOrder(service, await service.bearer(person()), { eventId, items: [{ ticketTypeId, quantity }] });

  it("gives it more places, or fewer down to what is sold or held, and the buyers' count follows", async () => {
    const eventId = await announceEvent(service, { organizationId });
    const typeId = await createTicketType(service, host, eventId, ticketType({ capacity: 5 }));
    expect((await buy(eventId, typeId, 4)).statusCode).toBe(201);
    expect((await buy(eventId, typeId, 2)).json().error.code).toBe("SOLD_OUT");

    const more = await patch(person({ id: organizationId, role: "staff" }), eventId, typeId, { capacity: 8 });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ capacity: 8, available: 4 });
    expect((await buy(eventId, typeId, 2)).statusCode).toBe(201);

    const tooFew = await patch(host, eventId, typeId, { capacity: 5 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error).toMatchObject({
      code: "CAPACITY_BELOW_TAKEN",
      fields: { capacity: "6 places are already sold or held: keep at least that many" },
    });
    expect((await patch(host, eventId, typeId, { capacity: 6 })).json()).toMatchObject({
      capacity: 6,
      available: 0,
    });
    expect((await buy(eventId, typeId, 1)).json().error.code).toBe("SOLD_OUT");
  });

  it("closes its sales now and opens them again", async () => {
    const eventId = await announceEvent(service, { organizationId });
    const typeId = await createTicketType(service, host, eventId, ticketType({ capacity: 50 }));
    const closed = await patch(host, eventId, typeId, {
      salesEnd: new Date(Date.now() - 1000).toISOString(),
    });
    expect(closed.statusCode).toBe(200);
    expect((await buy(eventId, typeId, 1)).json().error.code).toBe("SALES_CLOSED");
    expect((await patch(host, eventId, typeId, { salesEnd: null })).json().salesEnd).toBeNull();
    expect((await buy(eventId, typeId, 1)).statusCode).toBe(201);
  });

  it("is for the event's organisation, about a type it has, with something to change", async () => {
    const eventId = await announceEvent(service, { organizationId });
    const typeId = await createTicketType(service, host, eventId, ticketType({ capacity: 50 }));
    expect((await patch(person(), eventId, typeId, { capacity: 60 })).statusCode).toBe(403);
    expect(
      (await patch(person({ id: organizationId, role: "scanner" }), eventId, typeId, { capacity: 60 }))
        .statusCode,
    ).toBe(403);
    const unknown = await patch(host, eventId, randomUUID(), { capacity: 60 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("TICKET_TYPE_NOT_FOUND");
    expect((await patch(host, eventId, typeId, {})).statusCode).toBe(400);
    expect((await patch(host, eventId, typeId, { capacity: 0 })).statusCode).toBe(400);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TTicketTypes, ticketBenefitStreamId } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { sql } from "kysely";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import { trackEventsConsumer } from "../src/consumers/track-events.ts";
import { copyTicketPlanConsumer } from "../src/ticket-type/copy-ticket-plan/consumer.ts";
import {
  announceEvent,
  configureSection,
  createTicketType,
  eventCreatedData,
  person,
  seatsTaken,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";
import { deliver, paidOrder, registered } from "./paid-orders.ts";

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const copier = copyTicketPlanConsumer("ticketing");
const WEEK = 7 * 24 * 3600 * 1000;

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, { LOG_LEVEL: "error" });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const later = (iso: string, ms = WEEK) => new Date(Date.parse(iso) + ms).toISOString();

async function ticketTypesOf(eventId: string, query = ""): Promise<TTicketTypes> {
  const response = await service.app.inject({
    method: "GET",
    url: `/api/v1/events/${eventId}/ticket-types${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TTicketTypes>();
}

/** A published gala (capacity 300) with brothers' and sisters' sections, three types, some sold, a promo code. */
async function sourceEvent() {
  const eventId = await announceEvent(service, { organizationId, capacity: 300 });
  await configureSection(service, host, eventId, "brothers", 100);
  await configureSection(service, host, eventId, "sisters", 120);
  const brothers = await createTicketType(
    service,
    host,
    eventId,
    ticketType({
      name: "Brothers' hall",
      section: "brothers",
      capacity: 100,
      salesStart: "2026-11-01T09:00:00.000Z",
      salesEnd: "2027-03-20T12:00:00.000Z",
      pricePhases: [
        { price: 1500, until: "2027-02-15T00:00:00.000Z" },
        { price: 2000, untilSold: 80 },
      ],
    }),
  );
  await createTicketType(
    service,
    host,
    eventId,
    ticketType({ name: "Sisters' families", section: "sisters", capacity: 60, groupSize: 4, price: 0 }),
  );
  await createTicketType(
    service,
    host,
    eventId,
    ticketType({
      name: "Imam's guests",
      section: "sisters",
      capacity: 20,
      hidden: true,
      accessCode: "GUESTS-27",
    }),
  );
  const promo = await service.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/promo-codes`,
    headers: await service.bearer(host),
    payload: { code: "EID-20", discount: { kind: "percentage", percent: 20 } },
  });
  expect(promo.statusCode).toBe(201);
  return { eventId, brothers };
}

/** The events service's EventCreated of a clone a week later, delivered to ticketing's consumers. */
function cloneCreated(sourceId: string | null, overrides: Record<string, unknown> = {}) {
  const eventId = randomUUID();
  return firstEventEnvelope({
    type: "EventCreated",
    streamType: "events.event",
    streamId: eventId,
    data: eventCreatedData(
      { eventId, organizationId },
      {
        clonedFromEventId: sourceId,
        capacity: 300,
        startsAt: later("2027-03-20T18:00:00.000Z"),
        endsAt: later("2027-03-20T22:00:00.000Z"),
        ...overrides,
      },
    ),
  });
}

async function announceClone(message: ReturnType<typeof cloneCreated>) {
  await deliver(service, trackEventsConsumer("ticketing"), message);
  await deliver(service, copier, message);
  return message.streamId;
}

const streamLength = async (eventId: string) => {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ticketing.events WHERE stream_id = ${eventId}`.execute(service.ctx.db);
  return rows[0]!.n;
};

describe("a cloned event's ticket plan", () => {
  it("copies the source's sections and ticket types with fresh seats, dates moved with the event", async () => {
    const source = await sourceEvent();
    await paidOrder(service, await registered(service), source.eventId, source.brothers, 3);
    expect(await seatsTaken(service, quotaIds.ticketType(source.brothers))).toMatchObject({ sold: 3 });

    const cloneId = await announceClone(cloneCreated(source.eventId));
    const [before, after] = [await ticketTypesOf(source.eventId), await ticketTypesOf(cloneId)];
    expect(after.sections).toEqual([
      { section: "brothers", capacity: 100, entrance: "brothers door", available: 100 },
      { section: "sisters", capacity: 120, entrance: "sisters door", available: 120 },
    ]);
    // the hidden type is listed only with its code, as in the source
    expect(after.items.map((t) => t.name)).toEqual(["Brothers' hall", "Sisters' families"]);
    const [brothers, families] = after.items;
    expect(brothers).toMatchObject({
      eventId: cloneId,
      price: 1500,
      capacity: 100,
      available: 100,
      salesStart: later("2026-11-01T09:00:00.000Z"),
      salesEnd: later("2027-03-20T12:00:00.000Z"),
      pricePhases: [
        { price: 1500, until: later("2027-02-15T00:00:00.000Z"), untilSold: null },
        { price: 2000, until: null, untilSold: 80 },
      ],
    });
    expect(families).toMatchObject({ groupSize: 4, capacity: 60, available: 15, price: 0 });
    expect(brothers!.id).not.toBe(before.items[0]!.id);
    expect(before.items[0]!.available).toBe(97);

    const unlocked = await ticketTypesOf(cloneId, "?accessCode=guests-27");
    expect(unlocked.items.map((t) => t.name)).toEqual([
      "Brothers' hall",
      "Sisters' families",
      "Imam's guests",
    ]);
    for (const t of unlocked.items) {
      expect(await seatsTaken(service, quotaIds.ticketType(t.id))).toEqual({ held: 0, sold: 0 });
    }
    expect(await seatsTaken(service, quotaIds.event(cloneId))).toMatchObject({ held: 0, sold: 0 });
    const codes = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${cloneId}/promo-codes`,
      headers: await service.bearer(host),
    });
    expect(codes.json().items).toEqual([]);
  });

  it("keeps each ticket type's fair-market value, announced for payments' receipts", async () => {
    const source = await sourceEvent();
    const set = await service.app.inject({
      method: "PUT",
      url: `/api/v1/events/${source.eventId}/ticket-types/${source.brothers}/fair-market-value`,
      headers: await service.bearer(host),
      payload: { fairMarketValue: 800 },
    });
    expect(set.statusCode).toBe(200);

    const cloneId = await announceClone(cloneCreated(source.eventId));
    const copied = (await ticketTypesOf(cloneId)).items.find((t) => t.name === "Brothers' hall")!;
    const values = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${cloneId}/ticket-types/fair-market-values`,
      headers: await service.bearer(host),
    });
    expect(values.statusCode).toBe(200);
    expect(values.json().items).toEqual([{ ticketTypeId: copied.id, fairMarketValue: 800, currency: "USD" }]);
    const { rows } = await sql<{ type: string }>`
      SELECT type FROM ticketing.events WHERE stream_id = ${ticketBenefitStreamId(copied.id)}`.execute(
      service.ctx.db,
    );
    expect(rows.map((r) => r.type)).toEqual(["FairMarketValueSet"]);
  });

  it("copies once: a redelivered or republished message adds nothing", async () => {
    const source = await sourceEvent();
    const message = cloneCreated(source.eventId);
    const cloneId = await announceClone(message);
    const length = await streamLength(cloneId);
    expect(length).toBe(5);
    await deliver(service, copier, message);
    await deliver(service, copier, { ...message, id: randomUUID() });
    expect(await streamLength(cloneId)).toBe(length);
    expect((await ticketTypesOf(cloneId, "?accessCode=GUESTS-27")).items).toHaveLength(3);
  });

  it("keeps what the host made on the clone before the copy arrived", async () => {
    const source = await sourceEvent();
    const message = cloneCreated(source.eventId);
    await deliver(service, trackEventsConsumer("ticketing"), message);
    const cloneId = message.streamId;
    await configureSection(service, host, cloneId, "brothers", 40);
    await createTicketType(
      service,
      host,
      cloneId,
      ticketType({ name: "brothers' HALL", section: "mixed", price: 900 }),
    );
    await deliver(service, copier, message);
    const plan = await ticketTypesOf(cloneId);
    expect(plan.sections.find((s) => s.section === "brothers")!.capacity).toBe(40);
    expect(plan.items.map((t) => [t.name, t.price])).toEqual([
      ["brothers' HALL", 900],
      ["Sisters' families", 0],
    ]);
  });

  it("copies nothing for an event that is no clone, whose source has no ticket plan, or that was cancelled", async () => {
    const plain = await announceClone(cloneCreated(null));
    expect(await streamLength(plain)).toBe(0);
    const bare = await announceEvent(service, { organizationId });
    const ofBare = await announceClone(cloneCreated(bare));
    expect(await streamLength(ofBare)).toBe(0);
    const ofUnknown = await announceClone(cloneCreated(randomUUID()));
    expect((await ticketTypesOf(ofUnknown)).items).toEqual([]);
    // a clone cancelled before the copy arrived is left without a plan, and the message is handled
    const source = await sourceEvent();
    const message = cloneCreated(source.eventId);
    await deliver(service, trackEventsConsumer("ticketing"), message);
    await deliver(
      service,
      trackEventsConsumer("ticketing"),
      firstEventEnvelope({
        type: "EventCancelled",
        streamType: "events.event",
        streamId: message.streamId,
        data: {
          eventId: message.streamId,
          organizationId,
          reason: "Rain",
          cancelledBy: randomUUID(),
          cancelledAt: new Date().toISOString(),
        },
      }),
    );
    await deliver(service, copier, message);
    expect(await streamLength(message.streamId)).toBe(0);
  });
});

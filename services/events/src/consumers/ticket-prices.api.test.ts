import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDiscoveryPage } from "@mawid/contracts/events";
import { topicOf } from "@mawid/contracts/platform";
import { TICKETING_TICKET_TYPES_STREAM } from "@mawid/contracts/ticketing";
import { startTestService, type TestService } from "@mawid/service";
import { createTestDatabase, firstEventEnvelope, type TestDatabase } from "@mawid/testing";
import { type Host, host, publishEvent } from "../../test/discovery-fixtures.ts";
import { eventsService } from "../app.ts";
import { ticketPricesConsumer } from "./ticket-prices.ts";

let database: TestDatabase;
let service: TestService<Record<never, never>>;
const masjid: Host = host();
const ids = { free: "", gala: "", mixed: "", early: "", none: "" };

/** Delivers ticketing's TicketTypeCreated to the events service, as the bus does. */
async function ticketTypeCreated(
  eventId: string,
  over: { price: number; hidden?: boolean; pricePhases?: { price: number; until: string | null }[] },
) {
  const data = {
    eventId,
    organizationId: masjid.organizationId,
    ticketTypeId: randomUUID(),
    name: "General",
    description: "",
    currency: "GBP",
    capacity: 100,
    section: "mixed",
    groupSize: 1,
    salesStart: null,
    salesEnd: null,
    minPerOrder: 1,
    maxPerOrder: 10,
    payWhatYouWant: false,
    hidden: over.hidden ?? false,
    feePaidBy: "buyer",
    pricePhases: (over.pricePhases ?? []).map((p) => ({ ...p, untilSold: null })),
    sortOrder: 0,
    createdBy: randomUUID(),
    createdAt: "2030-01-01T10:00:00Z",
    price: over.price,
  };
  const envelope = firstEventEnvelope({
    type: "TicketTypeCreated",
    streamType: TICKETING_TICKET_TYPES_STREAM,
    streamId: eventId,
    data,
  });
  const message = { topic: topicOf(TICKETING_TICKET_TYPES_STREAM), key: eventId, envelope, headers: {} };
  const consumer = ticketPricesConsumer(service.ctx.name);
  await service.ctx.db.transaction().execute((trx: Transaction<unknown>) => consumer.handle(trx, message));
}

async function search(query: string): Promise<TDiscoveryPage> {
  const res = await service.app.inject({ method: "GET", url: `/api/v1/events?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const titles = (page: TDiscoveryPage) => page.items.map((e) => e.title);

beforeAll(async () => {
  database = await createTestDatabase("events");
  service = await startTestService(eventsService, database.url);
  const at = (day: number) => ({
    startsAt: `2030-03-0${day}T18:00:00Z`,
    endsAt: `2030-03-0${day}T20:00:00Z`,
  });
  ids.free = await publishEvent(service, masjid, { title: "Free halaqa", ...at(1) });
  ids.gala = await publishEvent(service, masjid, { title: "Fundraising gala", ...at(2) });
  ids.mixed = await publishEvent(service, masjid, { title: "Dinner with a free seat", ...at(3) });
  ids.early = await publishEvent(service, masjid, { title: "Convention", ...at(4) });
  ids.none = await publishEvent(service, masjid, { title: "No tickets yet", ...at(5) });
  await ticketTypeCreated(ids.free, { price: 0 });
  await ticketTypeCreated(ids.gala, { price: 5000 });
  await ticketTypeCreated(ids.gala, { price: 0, hidden: true });
  await ticketTypeCreated(ids.mixed, { price: 2500 });
  await ticketTypeCreated(ids.mixed, { price: 0 });
  await ticketTypeCreated(ids.early, {
    price: 4000,
    pricePhases: [{ price: 3000, until: "2030-02-01T00:00:00Z" }],
  });
});

afterAll(async () => {
  await service?.close();
  await database?.drop();
});

describe("free or paid, from ticketing's ticket types", () => {
  it("shows each event's lowest price on sale: early birds count, hidden types do not", async () => {
    const found = await search("from=2030-01-01");
    expect(found.items.map((e) => [e.title, e.lowestPrice])).toEqual([
      ["Free halaqa", { amount: 0, currency: "GBP" }],
      ["Fundraising gala", { amount: 5000, currency: "GBP" }],
      ["Dinner with a free seat", { amount: 0, currency: "GBP" }],
      ["Convention", { amount: 3000, currency: "GBP" }],
      ["No tickets yet", null],
    ]);
  });

  it("filters free events, and paid ones; an event with no ticket type is neither", async () => {
    expect(titles(await search("from=2030-01-01&price=free"))).toEqual([
      "Free halaqa",
      "Dinner with a free seat",
    ]);
    expect(titles(await search("from=2030-01-01&price=paid"))).toEqual(["Fundraising gala", "Convention"]);
    const wrong = await service.app.inject({ method: "GET", url: "/api/v1/events?price=cheap" });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("lowers the price when a cheaper ticket type goes on sale, as the event's summary shows", async () => {
    await ticketTypeCreated(ids.gala, { price: 2000 });
    await ticketTypeCreated(ids.none, { price: 1500 });
    const summary = async (id: string) =>
      (await service.app.inject({ method: "GET", url: `/api/v1/events/${id}/summary` })).json().lowestPrice;
    expect(await summary(ids.gala)).toEqual({ amount: 2000, currency: "GBP" });
    expect(await summary(ids.none)).toEqual({ amount: 1500, currency: "GBP" });
  });
});

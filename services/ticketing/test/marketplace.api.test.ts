import { randomUUID } from "node:crypto";
import type { TAddVendorRequest, TCreateAddOnRequest } from "@mawid/contracts/ticketing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import {
  announceEvent,
  createTicketType,
  person,
  placeOrder,
  seatsTaken,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const buyer = person();

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url);
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

const vendor = (overrides: Partial<TAddVendorRequest> = {}): TAddVendorRequest => ({
  name: "Al-Noor Kitchen",
  contactName: "Yusuf",
  contactEmail: "kitchen@example.org",
  certificationBody: "Halal Monitoring Committee",
  certificateNumber: "HMC-2291",
  certificateExpiresOn: "2099-12-31",
  ...overrides,
});

const meal = (overrides: Partial<TCreateAddOnRequest> = {}): TCreateAddOnRequest => ({
  name: "Iftar plate",
  kind: "meal",
  price: 1200,
  currency: "USD",
  stock: 3,
  ...overrides,
});

async function post(url: string, payload: object, as = host) {
  return service.app.inject({ method: "POST", url, headers: await service.bearer(as), payload });
}
const get = async (url: string) => (await service.app.inject({ method: "GET", url })).json();

async function onSale() {
  const eventId = await announceEvent(service, { organizationId });
  const ticketTypeId = await createTicketType(service, host, eventId, ticketType({ price: 2500 }));
  return { eventId, ticketTypeId };
}

describe("the halal marketplace", () => {
  it("shows every buyer an event's vendors with their halal certificate", async () => {
    const { eventId } = await onSale();
    const added = await post(`/api/v1/events/${eventId}/vendors`, vendor());
    expect(added.statusCode).toBe(201);
    await post(
      `/api/v1/events/${eventId}/vendors`,
      vendor({ name: "Old Grill", certificateExpiresOn: "2020-01-31" }),
    );
    expect(await get(`/api/v1/events/${eventId}/vendors`)).toEqual({
      items: [
        {
          id: added.json().id,
          eventId,
          name: "Al-Noor Kitchen",
          contactName: "Yusuf",
          contactEmail: "kitchen@example.org",
          contactPhone: null,
          certificationBody: "Halal Monitoring Committee",
          certificateNumber: "HMC-2291",
          certificateExpiresOn: "2099-12-31",
          certificateValid: true,
        },
        expect.objectContaining({
          name: "Old Grill",
          certificateExpiresOn: "2020-01-31",
          certificateValid: false,
        }),
      ],
    });
  });

  it("lets only the event's organisation add vendors and add-ons, and add-ons name only its vendors", async () => {
    const { eventId } = await onSale();
    const stranger = person({ id: randomUUID() });
    expect((await post(`/api/v1/events/${eventId}/vendors`, vendor(), stranger)).statusCode).toBe(403);
    expect((await post(`/api/v1/events/${eventId}/add-ons`, meal(), stranger)).statusCode).toBe(403);
    const other = await onSale();
    const elsewhere = (await post(`/api/v1/events/${other.eventId}/vendors`, vendor())).json().id;
    const refused = await post(`/api/v1/events/${eventId}/add-ons`, meal({ vendorId: elsewhere }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("VENDOR_NOT_FOUND");
    const expiry = await post(
      `/api/v1/events/${eventId}/vendors`,
      vendor({ certificateExpiresOn: "31/12/2099" }),
    );
    expect(expiry.statusCode).toBe(400);
  });

  it("hides a vendor's food once its certificate has expired, and will not sell it", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const fresh = (await post(`/api/v1/events/${eventId}/vendors`, vendor())).json().id;
    const lapsed = (
      await post(
        `/api/v1/events/${eventId}/vendors`,
        vendor({ name: "Old Grill", certificateExpiresOn: "2020-01-31" }),
      )
    ).json().id;
    await post(`/api/v1/events/${eventId}/add-ons`, meal({ vendorId: fresh }));
    const lapsedMeal = (
      await post(`/api/v1/events/${eventId}/add-ons`, meal({ name: "Kebab", vendorId: lapsed }))
    ).json();
    await post(
      `/api/v1/events/${eventId}/add-ons`,
      meal({ name: "Old Grill apron", kind: "merchandise", vendorId: lapsed }),
    );
    await post(
      `/api/v1/events/${eventId}/add-ons`,
      meal({ name: "Eid scarf", kind: "merchandise", price: 900 }),
    );
    const offered = await get(`/api/v1/events/${eventId}/add-ons`);
    expect(offered.items.map((a: { name: string }) => a.name)).toEqual([
      "Iftar plate",
      "Old Grill apron",
      "Eid scarf",
    ]);
    const order = await placeOrder(service, await service.bearer(buyer), {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      addOns: [{ addOnId: lapsedMeal.id, quantity: 1 }],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.code).toBe("ADD_ON_NOT_FOUND");
  });

  it("stops listing and selling an add-on its organisation withdraws; an order that has it keeps it", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const plate = (await post(`/api/v1/events/${eventId}/add-ons`, meal({ stock: 10 }))).json();
    await post(`/api/v1/events/${eventId}/add-ons`, meal({ name: "Eid scarf", kind: "merchandise" }));
    const buy = async () =>
      placeOrder(service, await service.bearer(buyer), {
        eventId,
        items: [{ ticketTypeId, quantity: 1 }],
        addOns: [{ addOnId: plate.id, quantity: 2 }],
      });
    const before = await buy();
    expect(before.statusCode).toBe(201);
    const withdraw = (addOnId: string, as = host) =>
      post(`/api/v1/events/${eventId}/add-ons/${addOnId}/withdraw`, {}, as);

    expect((await withdraw(plate.id, buyer)).statusCode).toBe(403);
    expect((await withdraw(plate.id, person({ id: organizationId, role: "staff" }))).statusCode).toBe(204);
    expect(
      (await get(`/api/v1/events/${eventId}/add-ons`)).items.map((a: { name: string }) => a.name),
    ).toEqual(["Eid scarf"]);
    const after = await buy();
    expect(after.statusCode).toBe(400);
    expect(after.json().error.code).toBe("ADD_ON_NOT_FOUND");
    const kept = await service.app.inject({
      method: "GET",
      url: `/api/v1/orders/${before.json().id}`,
      headers: await service.bearer(buyer),
    });
    expect(kept.json().addOns).toMatchObject([{ addOnId: plate.id, quantity: 2 }]);
    expect(await seatsTaken(service, quotaIds.addOn(plate.id))).toEqual({ held: 2, sold: 0 });
    expect((await withdraw(plate.id)).statusCode).toBe(204);
    const unknown = await withdraw(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("ADD_ON_NOT_FOUND");
  });

  it("sells add-ons with tickets, reserving their stock until the order is cancelled", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const plate = (await post(`/api/v1/events/${eventId}/add-ons`, meal({ stock: 3 }))).json();
    expect(plate).toMatchObject({ name: "Iftar plate", stock: 3, available: 3 });
    const headers = await service.bearer(buyer);
    const order = await placeOrder(service, headers, {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      addOns: [{ addOnId: plate.id, quantity: 2 }],
    });
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({
      total: 5063,
      totals: { tickets: 2500, fees: 163, addOns: 2400, total: 5063 },
      addOns: [
        { addOnId: plate.id, name: "Iftar plate", kind: "meal", quantity: 2, unitPrice: 1200, total: 2400 },
      ],
    });
    expect(await seatsTaken(service, quotaIds.addOn(plate.id))).toEqual({ held: 2, sold: 0 });
    expect((await get(`/api/v1/events/${eventId}/add-ons`)).items[0].available).toBe(1);

    const tooMany = await placeOrder(service, headers, {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      addOns: [{ addOnId: plate.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe("ADD_ON_SOLD_OUT");

    await service.app.inject({ method: "POST", url: `/api/v1/orders/${order.json().id}/cancel`, headers });
    expect(await seatsTaken(service, quotaIds.addOn(plate.id))).toEqual({ held: 0, sold: 0 });
    expect((await get(`/api/v1/events/${eventId}/add-ons`)).items[0].available).toBe(3);
  });

  it("sells add-ons only in the tickets' currency", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const pounds = (await post(`/api/v1/events/${eventId}/add-ons`, meal({ currency: "GBP" }))).json();
    const order = await placeOrder(service, await service.bearer(buyer), {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      addOns: [{ addOnId: pounds.id, quantity: 1 }],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.code).toBe("INVALID_ORDER");
  });
});

import { randomUUID } from "node:crypto";
import type { TCreatePromoCodeRequest } from "@mawid/contracts/ticketing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { expireDueOrders } from "../src/order/expire-due-orders.ts";
import { ticketingDb } from "../src/db/tables.ts";
import {
  announceEvent,
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
const buyer = person();

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url);
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

async function createPromoCode(eventId: string, body: TCreatePromoCodeRequest, as = host) {
  return service.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/promo-codes`,
    headers: await service.bearer(as),
    payload: body,
  });
}

async function onSale(price = 2500) {
  const eventId = await announceEvent(service, { organizationId });
  const ticketTypeId = await createTicketType(service, host, eventId, ticketType({ price }));
  return { eventId, ticketTypeId };
}

describe("promo codes", () => {
  it("are created by the event's organisation only, each code once per event", async () => {
    const { eventId } = await onSale();
    const created = await createPromoCode(eventId, {
      code: "eid-20",
      discount: { kind: "percentage", percent: 20 },
      maxUses: 10,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: "EID-20",
      discount: { kind: "percentage", percent: 20 },
      maxUses: 10,
      uses: 0,
    });
    const again = await createPromoCode(eventId, {
      code: "EID-20",
      discount: { kind: "fixed", amount: 500 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("PROMO_CODE_TAKEN");
    const stranger = await createPromoCode(
      eventId,
      { code: "FREE", discount: { kind: "percentage", percent: 100 } },
      person({ id: randomUUID() }),
    );
    expect(stranger.statusCode).toBe(403);
    const scanner = await createPromoCode(
      eventId,
      { code: "FREE", discount: { kind: "percentage", percent: 100 } },
      person({ id: organizationId, role: "scanner" }),
    );
    expect(scanner.statusCode).toBe(403);
    const listed = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/promo-codes`,
      headers: await service.bearer(buyer),
    });
    expect(listed.statusCode).toBe(403);
  });

  it("takes the discount off each ticket, with the fee on the discounted price, and counts the use", async () => {
    const { eventId, ticketTypeId } = await onSale(2500);
    await createPromoCode(eventId, { code: "EID20", discount: { kind: "percentage", percent: 20 } });
    const response = await placeOrder(service, await service.bearer(buyer), {
      eventId,
      items: [{ ticketTypeId, quantity: 2 }],
      promoCode: "eid20",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      promoCode: "EID20",
      total: 4300,
      totals: { tickets: 5000, discount: 1000, fees: 300, addOns: 0, total: 4300 },
      lines: [{ ticketTypeId, quantity: 2, unitPrice: 2500, unitDiscount: 500, unitFee: 150, total: 4300 }],
    });
    const listed = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/promo-codes`,
      headers: await service.bearer(host),
    });
    expect(listed.json().items).toMatchObject([{ code: "EID20", uses: 1, maxUses: null }]);
  });

  it("takes a fixed amount off each ticket and a fully discounted order is complete at once", async () => {
    const { eventId, ticketTypeId } = await onSale(1000);
    await createPromoCode(eventId, { code: "IMAM", discount: { kind: "fixed", amount: 1000 } });
    const response = await placeOrder(service, await service.bearer(buyer), {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      promoCode: "IMAM",
    });
    expect(response.json()).toMatchObject({
      status: "paid",
      total: 0,
      lines: [{ unitPrice: 1000, unitDiscount: 1000, unitFee: 0, total: 0 }],
    });
  });

  it("refuses a code of another event, before or after its window, and once its uses are taken", async () => {
    const headers = await service.bearer(buyer);
    const { eventId, ticketTypeId } = await onSale();
    const other = await onSale();
    await createPromoCode(other.eventId, { code: "ELSEWHERE", discount: { kind: "fixed", amount: 100 } });
    await createPromoCode(eventId, {
      code: "LATER",
      discount: { kind: "fixed", amount: 100 },
      validFrom: "2099-01-01T00:00:00Z",
    });
    await createPromoCode(eventId, {
      code: "OVER",
      discount: { kind: "fixed", amount: 100 },
      validUntil: "2020-01-01T00:00:00Z",
    });
    await createPromoCode(eventId, { code: "ONCE", discount: { kind: "fixed", amount: 100 }, maxUses: 1 });
    const code = async (promoCode: string) =>
      (
        await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 1 }], promoCode })
      ).json();
    expect((await code("ELSEWHERE")).error.code).toBe("PROMO_CODE_INVALID");
    expect((await code("LATER")).error.code).toBe("PROMO_CODE_INVALID");
    expect((await code("OVER")).error.code).toBe("PROMO_CODE_INVALID");
    const first = await code("ONCE");
    expect(first.status).toBe("pending");
    expect((await code("ONCE")).error.code).toBe("PROMO_CODE_USED_UP");

    // An order that lets its hold run out gives its use back.
    await expireDueOrders(ticketingDb(service.ctx.db), new Date(Date.parse(first.expiresAt) + 1));
    expect((await code("ONCE")).status).toBe("pending");
  });

  it("stops working when its organisation ends it; orders placed with it keep their discount", async () => {
    const { eventId, ticketTypeId } = await onSale(2500);
    const code = (
      await createPromoCode(eventId, { code: "LEAKED", discount: { kind: "percentage", percent: 50 } })
    ).json();
    const withCode = async () =>
      placeOrder(service, await service.bearer(buyer), {
        eventId,
        items: [{ ticketTypeId, quantity: 1 }],
        promoCode: "leaked",
      });
    const before = await withCode();
    expect(before.json().totals.discount).toBe(1250);
    const end = async (promoCodeId: string, as = host) =>
      service.app.inject({
        method: "POST",
        url: `/api/v1/events/${eventId}/promo-codes/${promoCodeId}/end`,
        headers: await service.bearer(as),
      });

    expect((await end(code.id, buyer)).statusCode).toBe(403);
    const ended = await end(code.id, person({ id: organizationId, role: "staff" }));
    expect(ended.statusCode).toBe(200);
    expect(Date.parse(ended.json().validUntil)).toBeLessThanOrEqual(Date.now());
    expect(ended.json()).toMatchObject({ code: "LEAKED", uses: 1 });
    const after = await withCode();
    expect(after.statusCode).toBe(400);
    expect(after.json().error.code).toBe("PROMO_CODE_INVALID");
    const kept = await service.app.inject({
      method: "GET",
      url: `/api/v1/orders/${before.json().id}`,
      headers: await service.bearer(buyer),
    });
    expect(kept.json().totals.discount).toBe(1250);
    // ending it again changes nothing; an id it never made is no code
    expect((await end(code.id)).json().validUntil).toBe(ended.json().validUntil);
    const unknown = await end(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("PROMO_CODE_NOT_FOUND");
  });

  it("refuses a window that ends before it starts and an odd code", async () => {
    const { eventId } = await onSale();
    const backwards = await createPromoCode(eventId, {
      code: "BACK",
      discount: { kind: "fixed", amount: 100 },
      validFrom: "2027-01-02T00:00:00Z",
      validUntil: "2027-01-01T00:00:00Z",
    });
    expect(backwards.statusCode).toBe(400);
    const odd = await createPromoCode(eventId, { code: "EID 20%", discount: { kind: "fixed", amount: 100 } });
    expect(odd.statusCode).toBe(400);
  });
});

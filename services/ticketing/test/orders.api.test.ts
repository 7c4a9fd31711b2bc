import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import { startTestService } from "@mawid/service";
import { createTestDatabase, type TestDatabase } from "@mawid/testing";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import { ticketingDb } from "../src/db/tables.ts";
import { expireDueOrders } from "../src/order/expire-due-orders.ts";
import { orderDecider } from "../src/order/decider.ts";
import { KEY_TAKEN, type Placement, placeMany } from "../src/order/place-order/place-orders.ts";
import { orderInputsReader } from "../src/order/place-order/read-order-inputs.ts";
import { payOrder } from "../src/order/pay-order.ts";
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

let database: TestDatabase;
let service: TicketingTestService;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const buyer = person();

beforeAll(async () => {
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, { ORDER_HOLD_MINUTES: "15" });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
});

async function onSale(overrides: Parameters<typeof ticketType>[0] = {}, capacity: number | null = null) {
  const eventId = await announceEvent(service, { organizationId, capacity });
  const ticketTypeId = await createTicketType(service, host, eventId, ticketType(overrides));
  return { eventId, ticketTypeId };
}
const db = () => ticketingDb(service.ctx.db);
/** What the order put on the bus, in order: the outbox rows the relay publishes. */
const outbox = async (orderId: string) => {
  const { rows } = await sql<{ type: string }>`
    SELECT envelope->>'type' AS type FROM ticketing.outbox WHERE key = ${orderId} ORDER BY position`.execute(
    service.ctx.db,
  );
  return rows.map((r) => r.type);
};

describe("placing an order", () => {
  it("holds the seats for 15 minutes and prices each ticket with its fee, the donation apart", async () => {
    const { eventId, ticketTypeId } = await onSale({ price: 2500 });
    const before = Date.now();
    const response = await placeOrder(service, await service.bearer(buyer), {
      eventId,
      items: [{ ticketTypeId, quantity: 2, attendees: [{ name: "Aisha" }] }],
      donation: { amount: 1000, fund: "zakat" },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: "pending",
      currency: "USD",
      total: 6326,
      totals: { tickets: 5000, fees: 326, feesAbsorbed: 0, donation: 1000, total: 6326 },
      lines: [{ ticketTypeId, quantity: 2, unitPrice: 2500, unitFee: 163, feePaidBy: "buyer", total: 5326 }],
      donation: { amount: 1000, fund: "zakat" },
    });
    expect(order.attendees.map((a: { attendeeName: string }) => a.attendeeName)).toEqual([
      "Aisha",
      buyer.email,
    ]);
    const hold = Date.parse(order.expiresAt) - before;
    expect(hold).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 2, sold: 0 });
    expect(await outbox(order.id)).toEqual(["OrderPlaced"]);
  });

  it("names a ticket no attendee was given for the buyer by their account's name, or by e-mail on an older token", async () => {
    const { eventId, ticketTypeId } = await onSale({ price: 500 });
    const named = { ...person(), name: "Yusuf Ali" };
    const order = async (who: TAccessClaims) =>
      (
        await placeOrder(service, await service.bearer(who), {
          eventId,
          items: [{ ticketTypeId, quantity: 2, attendees: [{ name: "Aisha" }] }],
        })
      )
        .json()
        .attendees.map((a: { attendeeName: string }) => a.attendeeName);
    expect(await order(named)).toEqual(["Aisha", "Yusuf Ali"]);
    expect(await order({ ...named, name: " " })).toEqual(["Aisha", named.email]);
    const older = person();
    expect(await order(older)).toEqual(["Aisha", older.email]);
  });

  it("lets the host absorb the fee, and completes a free order at once", async () => {
    const absorbed = await onSale({ price: 1000, feePaidBy: "host" });
    const paid = await placeOrder(service, await service.bearer(buyer), {
      eventId: absorbed.eventId,
      items: [{ ticketTypeId: absorbed.ticketTypeId, quantity: 3 }],
    });
    expect(paid.json().totals).toEqual({
      currency: "USD",
      tickets: 3000,
      discount: 0,
      fees: 0,
      feesAbsorbed: 375,
      addOns: 0,
      donation: 0,
      total: 3000,
    });

    const free = await onSale({ price: 0 });
    const response = await placeOrder(service, await service.bearer(buyer), {
      eventId: free.eventId,
      items: [{ ticketTypeId: free.ticketTypeId, quantity: 2 }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "paid", expiresAt: null, total: 0 });
    expect(await seatsTaken(service, quotaIds.ticketType(free.ticketTypeId))).toEqual({ held: 0, sold: 2 });
    expect(await outbox(response.json().id)).toEqual(["OrderPlaced", "OrderPaid"]);
  });

  it("answers SOLD_OUT when the seats are gone, and refuses a family of 5 into a section with 4 left", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 3 });
    const headers = await service.bearer(buyer);
    expect(
      (await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 3 }] })).statusCode,
    ).toBe(201);
    const soldOut = await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 1 }] });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.code).toBe("SOLD_OUT");

    const familyEvent = await announceEvent(service, { organizationId });
    await configureSection(service, host, familyEvent, "families", 10);
    const adults = await createTicketType(
      service,
      host,
      familyEvent,
      ticketType({ name: "Adult", section: "families" }),
    );
    const family = await createTicketType(
      service,
      host,
      familyEvent,
      ticketType({ name: "Family of 5", section: "families", groupSize: 5 }),
    );
    const six = await placeOrder(service, headers, {
      eventId: familyEvent,
      items: [{ ticketTypeId: adults, quantity: 6 }],
    });
    expect(six.statusCode).toBe(201);
    const five = await placeOrder(service, headers, {
      eventId: familyEvent,
      items: [{ ticketTypeId: family, quantity: 1 }],
    });
    expect(five.statusCode).toBe(409);
    expect(five.json().error.code).toBe("SOLD_OUT");
    expect(await seatsTaken(service, quotaIds.section(familyEvent, "families"))).toEqual({
      held: 6,
      sold: 0,
    });
  });

  it("counts every order against the event's total capacity", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 50 }, 4);
    const headers = await service.bearer(buyer);
    expect(
      (await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 4 }] })).statusCode,
    ).toBe(201);
    expect(
      (await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 1 }] })).json().error
        .code,
    ).toBe("SOLD_OUT");
  });

  it("refuses events not on sale, closed sales, wrong quantities, unknown types and promo codes", async () => {
    const headers = await service.bearer(buyer);
    const draft = await announceEvent(service, { organizationId, status: "draft" });
    const draftType = await createTicketType(service, host, draft, ticketType());
    const code = async (body: Parameters<typeof placeOrder>[2]) =>
      (await placeOrder(service, headers, body)).json().error.code;
    expect(await code({ eventId: draft, items: [{ ticketTypeId: draftType, quantity: 1 }] })).toBe(
      "EVENT_NOT_ON_SALE",
    );
    const { eventId, ticketTypeId } = await onSale({ minPerOrder: 2, maxPerOrder: 4 });
    expect(await code({ eventId, items: [{ ticketTypeId, quantity: 5 }] })).toBe("INVALID_QUANTITY");
    expect(await code({ eventId, items: [{ ticketTypeId: randomUUID(), quantity: 2 }] })).toBe(
      "TICKET_TYPE_NOT_FOUND",
    );
    expect(await code({ eventId, items: [{ ticketTypeId, quantity: 2 }], promoCode: "EID10" })).toBe(
      "PROMO_CODE_INVALID",
    );
    const later = await onSale({ salesStart: "2099-01-01T00:00:00Z" });
    expect(
      await code({ eventId: later.eventId, items: [{ ticketTypeId: later.ticketTypeId, quantity: 1 }] }),
    ).toBe("SALES_CLOSED");
    const bad = await placeOrder(service, headers, { eventId, items: [] } as never);
    expect(bad.statusCode).toBe(400);
  });

  it("sells a hidden type with its access code and a donor ticket at what the buyer chooses above the minimum", async () => {
    const headers = await service.bearer(buyer);
    const hidden = await onSale({ name: "Guests", hidden: true, accessCode: "IMAM-GUESTS" });
    const item = { ticketTypeId: hidden.ticketTypeId, quantity: 1 };
    expect(
      (await placeOrder(service, headers, { eventId: hidden.eventId, items: [item] })).json().error.code,
    ).toBe("TICKET_TYPE_NOT_FOUND");
    const unlocked = await placeOrder(service, headers, {
      eventId: hidden.eventId,
      items: [{ ...item, accessCode: "IMAM-GUESTS" }],
    });
    expect(unlocked.statusCode).toBe(201);

    const donor = await onSale({ name: "Donor", price: 5000, payWhatYouWant: true });
    const low = await placeOrder(service, headers, {
      eventId: donor.eventId,
      items: [{ ticketTypeId: donor.ticketTypeId, quantity: 1, price: 4000 }],
    });
    expect(low.json().error.fields).toEqual({ price: "Donor: pay at least the minimum" });
    const generous = await placeOrder(service, headers, {
      eventId: donor.eventId,
      items: [{ ticketTypeId: donor.ticketTypeId, quantity: 1, price: 10_000 }],
    });
    expect(generous.json().lines[0]).toMatchObject({ unitPrice: 10_000, unitFee: 350 });
  });
});

describe("buyers placing orders at once", () => {
  it("read what each order needs by their own key, event and access code, though they share one statement", async () => {
    const hidden = await onSale({ name: "Guests", hidden: true, accessCode: "IMAM-GUESTS" });
    const open = await onSale({ name: "Open" });
    const [first, second] = [buyer, person()];
    const key = randomUUID();
    const openBody = { eventId: open.eventId, items: [{ ticketTypeId: open.ticketTypeId, quantity: 1 }] };
    const earlier = (await placeOrder(service, await service.bearer(first), openBody, key)).json();
    const read = orderInputsReader(db());
    const at = new Date().toISOString();
    const ask = (buyerId: string, eventId: string, key?: string, accessCodes: string[] = []) =>
      read({ buyerId, key, eventId, accessCodes, at });
    const guests = async (inputs: ReturnType<typeof ask>) => {
      const got = await inputs;
      if (got.kind !== "new") return got;
      const type = got.ticketing.ticketTypes.find((t) => t.id === hidden.ticketTypeId);
      return { event: got.event.eventId, guests: type?.unlocked ? "unlocked" : "locked" };
    };
    // The first goes out alone; the rest wait for it and go together in the next statement.
    const alone = ask(second.sub, open.eventId);
    const together = await Promise.allSettled([
      ask(first.sub, open.eventId, key),
      ask(second.sub, open.eventId, key),
      guests(ask(second.sub, hidden.eventId, undefined, ["imam-guests"])),
      guests(ask(first.sub, hidden.eventId)),
      ask(first.sub, randomUUID()),
    ]);
    await alone;
    expect(together.map((r) => (r.status === "fulfilled" ? r.value : r.reason.name))).toMatchObject([
      { kind: "earlier", orderId: earlier.id },
      { kind: "new", event: { eventId: open.eventId } },
      { event: hidden.eventId, guests: "unlocked" },
      { event: hidden.eventId, guests: "locked" },
      "EventNotFoundError",
    ]);
  });
});

describe("orders placed together", () => {
  it("hold the seats of those that fit, in the order they came, refuse the rest, and keep a key only for an order held", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 2 });
    const read = orderInputsReader(db());
    const placementFor = async (buyerId: string, key?: string): Promise<Placement> => {
      const at = new Date().toISOString();
      const inputs = await read({ buyerId, key, eventId, accessCodes: [], at });
      if (inputs.kind !== "new") throw new Error("a new order was expected");
      const command = {
        type: "PlaceOrder" as const,
        orderId: randomUUID(),
        buyerId,
        buyerName: `${buyerId.slice(0, 8)}@example.org`,
        event: inputs.event,
        items: [{ ticketTypeId, quantity: 1 }],
        donation: null,
        promoCode: null,
        promo: null,
        addOns: [],
        addOnSnapshots: [],
        ticketTypes: inputs.ticketing.ticketTypes,
        positionIds: [randomUUID()],
        holdUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
        at,
      };
      const [placed] = orderDecider.decide(command, orderDecider.initialState);
      const meta = { occurredAt: new Date(), correlationId: randomUUID() };
      return {
        command,
        placed: placed as Placement["placed"],
        buyerId,
        key,
        requestHash: `hash-${key}`,
        meta,
      };
    };
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const batch = [
      await placementFor(a),
      await placementFor(b, "k-b"),
      await placementFor(b, "k-b"),
      await placementFor(c, "k-c"),
      await placementFor(d),
    ];
    const outcomes = await placeMany(db(), batch);
    const described = outcomes.map((o) =>
      o === KEY_TAKEN ? "key taken" : o instanceof Error ? o.name : `held for ${o.buyerId === a ? "a" : "b"}`,
    );
    expect(described).toEqual(["held for a", "held for b", "key taken", "SoldOutError", "SoldOutError"]);
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 2, sold: 0 });
    const keys = await db()
      .selectFrom("order_idempotency_keys")
      .select(["key", "order_id"])
      .where("key", "in", ["k-b", "k-c"])
      .execute();
    expect(keys).toEqual([{ key: "k-b", order_id: batch[1]!.command.orderId }]);
    expect(await outbox(batch[0]!.command.orderId)).toEqual(["OrderPlaced"]);
    expect(await outbox(batch[3]!.command.orderId)).toEqual([]);
    const order = await service.app.inject({
      method: "GET",
      url: `/api/v1/orders/${batch[1]!.command.orderId}`,
      headers: await service.bearer({ ...person(), sub: b }),
    });
    expect(order.json()).toMatchObject({ status: "pending", lines: [{ ticketTypeId, quantity: 1 }] });
  });
});

describe("Idempotency-Key", () => {
  it("gives the same order for the same key twice, even at once, and refuses the key on another order", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 10 });
    const headers = await service.bearer(buyer);
    const body = { eventId, items: [{ ticketTypeId, quantity: 2 }] };
    const key = randomUUID();
    const [a, b] = await Promise.all([
      placeOrder(service, headers, body, key),
      placeOrder(service, headers, body, key),
    ]);
    const again = await placeOrder(service, headers, body, key);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, again.json().id]).size).toBe(1);
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 2, sold: 0 });
    const other = await placeOrder(
      service,
      headers,
      { ...body, items: [{ ticketTypeId, quantity: 1 }] },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("after an order is placed", () => {
  it("shows it only to its buyer, who may cancel it and free its seats", async () => {
    const { eventId, ticketTypeId } = await onSale();
    const headers = await service.bearer(buyer);
    const order = (
      await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 2 }] })
    ).json();
    const get = async (claims: typeof buyer) =>
      service.app.inject({
        method: "GET",
        url: `/api/v1/orders/${order.id}`,
        headers: await service.bearer(claims),
      });
    expect((await get(buyer)).json()).toEqual(order);
    expect((await get(person())).statusCode).toBe(404);
    const cancel = async (claims: typeof buyer) =>
      service.app.inject({
        method: "POST",
        url: `/api/v1/orders/${order.id}/cancel`,
        headers: await service.bearer(claims),
      });
    expect((await cancel(person())).statusCode).toBe(404);
    const cancelled = await cancel(buyer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", expiresAt: null });
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 0 });
    expect(await outbox(order.id)).toEqual(["OrderPlaced", "OrderCancelled"]);
  });

  it("expires unpaid holds when their time comes, and their seats come back", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 2 });
    const headers = await service.bearer(buyer);
    const order = (
      await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 2 }] })
    ).json();
    await expireDueOrders(db(), new Date(Date.parse(order.expiresAt) - 1000));
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 2, sold: 0 });
    await expireDueOrders(db(), new Date(Date.parse(order.expiresAt) + 1));
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 0 });
    const response = await service.app.inject({ method: "GET", url: `/api/v1/orders/${order.id}`, headers });
    expect(response.json().status).toBe("expired");
    expect(await outbox(order.id)).toEqual(["OrderPlaced", "OrderExpired"]);
    expect(
      (await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 2 }] })).statusCode,
    ).toBe(201);
  });

  it("gives back every lapsed hold of a rush in one pass, batch after batch", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 5 });
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const headers = await service.bearer(person());
      orders.push(
        (await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 1 }] })).json(),
      );
    }
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 5, sold: 0 });
    const lapsed = new Date(Math.max(...orders.map((o) => Date.parse(o.expiresAt))) + 1);
    // two read at a time: the pass goes on until none is due
    expect(await expireDueOrders(db(), lapsed, { batch: 2 })).toBeGreaterThanOrEqual(5);
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 0 });
    for (const order of orders) expect(await outbox(order.id)).toEqual(["OrderPlaced", "OrderExpired"]);
    expect(await expireDueOrders(db(), lapsed, { batch: 2 })).toBe(0);
  });

  it("becomes paid on payment, once for a repeated payment, and a late payment never oversells", async () => {
    const { eventId, ticketTypeId } = await onSale({ capacity: 2, price: 1000 });
    const headers = await service.bearer(buyer);
    const place = async () =>
      (await placeOrder(service, headers, { eventId, items: [{ ticketTypeId, quantity: 2 }] })).json();
    const first = await place();
    const payment = { orderId: first.id, paymentId: "pay_1", amount: first.total, at: new Date() };
    expect((await payOrder(db(), payment)).status).toBe("paid");
    await payOrder(db(), payment);
    expect(await outbox(first.id)).toEqual(["OrderPlaced", "OrderPaid"]);
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 2 });

    const other = await onSale({ capacity: 2, price: 1000 });
    const late = (
      await placeOrder(service, headers, {
        eventId: other.eventId,
        items: [{ ticketTypeId: other.ticketTypeId, quantity: 2 }],
      })
    ).json();
    await expireDueOrders(db(), new Date(Date.parse(late.expiresAt) + 1));
    const taker = (
      await placeOrder(service, headers, {
        eventId: other.eventId,
        items: [{ ticketTypeId: other.ticketTypeId, quantity: 1 }],
      })
    ).json();
    await expect(
      payOrder(db(), { orderId: late.id, paymentId: "pay_2", amount: late.total, at: new Date() }),
    ).rejects.toMatchObject({
      code: "SOLD_OUT",
    });
    expect(await seatsTaken(service, quotaIds.ticketType(other.ticketTypeId))).toEqual({ held: 1, sold: 0 });
    await service.app.inject({ method: "POST", url: `/api/v1/orders/${taker.id}/cancel`, headers });
    const paid = await payOrder(db(), {
      orderId: late.id,
      paymentId: "pay_2",
      amount: late.total,
      at: new Date(),
    });
    expect(paid.status).toBe("paid");
    expect(await seatsTaken(service, quotaIds.ticketType(other.ticketTypeId))).toEqual({ held: 0, sold: 2 });
  });
});

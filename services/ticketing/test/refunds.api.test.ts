import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAccessClaims } from "@mawid/contracts/platform";
import type { TMyTicket } from "@mawid/contracts/ticketing";
import { startTestService } from "@mawid/service";
import {
  createTestDatabase,
  firstEventEnvelope,
  type SmtpCapture,
  startSmtpCapture,
  type TestDatabase,
} from "@mawid/testing";
import { sql } from "kysely";
import { ticketingService } from "../src/app.ts";
import { quotaIds } from "../src/capacity/quota-ids.ts";
import { ticketingDb } from "../src/db/tables.ts";
import { eventCancellationConsumer } from "../src/refund/event-cancelled/consumer.ts";
import {
  announceEvent,
  createTicketType,
  person,
  placeOrder,
  seatsTaken,
  type TicketingTestService,
  ticketType,
} from "./harness.ts";
import { deliver, paidOrder, registered } from "./paid-orders.ts";

let database: TestDatabase;
let service: TicketingTestService;
let smtp: SmtpCapture;
const organizationId = randomUUID();
const host = person({ id: organizationId });
const admin = person({ id: organizationId, role: "admin" });
const staff = person({ id: organizationId, role: "staff" });
const outsider = person({ id: randomUUID() });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await createTestDatabase("ticketing");
  service = await startTestService(ticketingService, database.url, {
    SMTP_URL: smtp.url,
    MAIL_SEND_INTERVAL_MS: "50",
    MAIL_SEND_PER_SECOND: "100",
    LOG_LEVEL: "error",
  });
});
afterAll(async () => {
  await service?.close();
  await database?.drop();
  await smtp?.close();
});

const db = () => ticketingDb(service.ctx.db);

async function onSale(price = 2500, capacity = 100) {
  const eventId = await announceEvent(service, { organizationId });
  const ticketTypeId = await createTicketType(service, host, eventId, ticketType({ price, capacity }));
  return { eventId, ticketTypeId };
}

const refund = async (claims: TAccessClaims, orderId: string, payload: object = {}) =>
  service.app.inject({
    method: "POST",
    url: `/api/v1/orders/${orderId}/refund`,
    headers: await service.bearer(claims),
    payload,
  });

const myTickets = async (claims: TAccessClaims) =>
  (
    await service.app.inject({
      method: "GET",
      url: "/api/v1/me/tickets",
      headers: await service.bearer(claims),
    })
  ).json<TMyTicket[]>();

/** What an order put on the bus, in order. */
const announced = async (orderId: string) => {
  const { rows } = await sql<{ type: string }>`
    SELECT envelope->>'type' AS type FROM ticketing.outbox
    WHERE envelope->'data'->>'orderId' = ${orderId} ORDER BY position`.execute(service.ctx.db);
  return rows.map((r) => r.type);
};

const setPolicy = async (claims: TAccessClaims, eventId: string, policy: object) =>
  service.app.inject({
    method: "PUT",
    url: `/api/v1/events/${eventId}/refund-policy`,
    headers: await service.bearer(claims),
    payload: policy,
  });

describe("a host refunds an order", () => {
  it("in full: all that was paid, every ticket revoked for scanners, the seats free again", async () => {
    const buyer = await registered(service);
    const { eventId, ticketTypeId } = await onSale();
    const order = await paidOrder(service, buyer, eventId, ticketTypeId);
    expect(order.total).toBe(5326);
    const response = await refund(host, order.id, { reason: "Cannot attend" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "refunded", refunded: 5326 });
    expect((await myTickets(buyer)).map((t) => t.status)).toEqual(["revoked", "revoked"]);
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 0 });
    expect(await announced(order.id)).toEqual([
      "OrderPlaced",
      "OrderPaid",
      "TicketsIssued",
      "OrderRefunded",
      "TicketRevoked",
      "TicketRevoked",
    ]);
    const keys = await service.app.inject({
      method: "GET",
      url: `/api/v1/events/${eventId}/ticket-keys`,
      headers: await service.bearer(host),
    });
    expect(keys.json().revocations.map((r: { reason: string }) => r.reason)).toEqual([
      "refunded",
      "refunded",
    ]);

    const again = await refund(admin, order.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("REFUND_EXCEEDS_PAYMENT");
  });

  it("one attendee at what their ticket cost, then never beyond what is left", async () => {
    const buyer = await registered(service);
    const { eventId, ticketTypeId } = await onSale();
    const order = await paidOrder(service, buyer, eventId, ticketTypeId);
    const first = order.attendees[0]!.positionId;
    const response = await refund(admin, order.id, { positionIds: [first] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "paid", refunded: 2663, refundedPositionIds: [first] });
    const statuses = Object.fromEntries((await myTickets(buyer)).map((t) => [t.id, t.status]));
    expect(statuses).toEqual({ [first]: "revoked", [order.attendees[1]!.positionId]: "valid" });
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 1 });

    const tooMuch = await refund(host, order.id, { amount: 2664 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      code: "REFUND_EXCEEDS_PAYMENT",
      fields: { amount: expect.any(String) },
    });
    const twice = await refund(host, order.id, { positionIds: [first] });
    expect(twice.json().error.code).toBe("INVALID_ORDER");
    expect((await refund(host, order.id, { amount: 2663 })).json()).toMatchObject({
      status: "paid",
      refunded: 5326,
    });
  });

  it("is for the organisation's owners and admins: staff and others do not see the order", async () => {
    const buyer = await registered(service);
    const { eventId, ticketTypeId } = await onSale();
    const order = await paidOrder(service, buyer, eventId, ticketTypeId);
    for (const claims of [staff, outsider, person()]) {
      const response = await refund(claims, order.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("ORDER_NOT_FOUND");
    }
    expect((await myTickets(buyer)).map((t) => t.status)).toEqual(["valid", "valid"]);
  });

  it("a pending order is cancelled, not refunded", async () => {
    const buyer = await registered(service);
    const { eventId, ticketTypeId } = await onSale();
    const placed = await placeOrder(service, await service.bearer(buyer), {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
    });
    const response = await refund(host, placed.json().id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("INVALID_ORDER_STATUS");
  });
});

describe("a buyer refunds their own order", () => {
  it("only when the host's policy allows, before its deadline, and in full", async () => {
    const buyer = await registered(service);
    const { eventId, ticketTypeId } = await onSale();
    const order = await paidOrder(service, buyer, eventId, ticketTypeId);
    const none = await refund(buyer, order.id);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe("REFUND_NOT_ALLOWED");

    expect((await setPolicy(buyer, eventId, { kind: "full", hoursBeforeStart: 48 })).statusCode).toBe(403);
    const set = await setPolicy(host, eventId, { kind: "full", hoursBeforeStart: 48 });
    expect(set.json()).toEqual({
      eventId,
      policy: { kind: "full", hoursBeforeStart: 48 },
      deadline: "2027-03-18T18:00:00.000Z",
    });
    const shown = await service.app.inject({ method: "GET", url: `/api/v1/events/${eventId}/refund-policy` });
    expect(shown.json().deadline).toBe("2027-03-18T18:00:00.000Z");

    const partial = await refund(buyer, order.id, { amount: 100 });
    expect(partial.json().error.code).toBe("REFUND_NOT_ALLOWED");
    const response = await refund(buyer, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "refunded", refunded: 5326 });
    expect(await announced(order.id)).toContain("OrderRefunded");
  });

  it("a free registration is cancelled by its holder whatever the policy", async () => {
    const buyer = await registered(service);
    const { eventId, ticketTypeId } = await onSale(0);
    const order = await paidOrder(service, buyer, eventId, ticketTypeId, 1);
    const response = await refund(buyer, order.id);
    expect(response.json()).toMatchObject({ status: "refunded", refunded: 0 });
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 0 });
  });
});

describe("tickets by e-mail", () => {
  it("the buyer receives their tickets with each QR code inline", async () => {
    const buyer = await registered(service);
    const { eventId, ticketTypeId } = await onSale();
    await paidOrder(service, buyer, eventId, ticketTypeId);
    const mail = await smtp.waitFor(buyer.email, 10_000);
    expect(mail.subject).toBe("Your tickets: Eid gala");
    const tickets = await myTickets(buyer);
    for (const t of tickets) {
      expect(mail.raw).toContain(`Content-ID: <qr-${t.id}@mawid>`);
      expect(mail.text).toContain(`src="cid:qr-${t.id}@mawid"`);
    }
    expect(mail.raw).toContain("Content-Type: image/png");
  });
});

describe("the event is cancelled", () => {
  it("refunds every paid order, cancels every pending one, revokes every ticket and tells every holder, once", async () => {
    const [first, second, pending] = [
      await registered(service),
      await registered(service),
      await registered(service),
    ];
    const { eventId, ticketTypeId } = await onSale();
    const a = await paidOrder(service, first, eventId, ticketTypeId);
    const b = await paidOrder(service, second, eventId, ticketTypeId, 1);
    await refund(host, b.id, { amount: 1000 });
    const transferTo = `${randomUUID().slice(0, 8)}@example.org`;
    const transferred = await service.app.inject({
      method: "POST",
      url: `/api/v1/tickets/${a.attendees[1]!.positionId}/transfer`,
      headers: await service.bearer(first),
      payload: { name: "Maryam", email: transferTo },
    });
    expect(transferred.statusCode).toBe(201);
    const c = await placeOrder(service, await service.bearer(pending), {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
    });
    const cancelled = firstEventEnvelope({
      type: "EventCancelled",
      streamType: "events.event",
      streamId: eventId,
      data: {
        eventId,
        organizationId,
        reason: "Flooding at the venue",
        cancelledBy: host.sub,
        cancelledAt: new Date().toISOString(),
      },
    });
    await deliver(service, eventCancellationConsumer(), cancelled);

    const orders = await db()
      .selectFrom("orders")
      .select(["order_id", "status", "state"])
      .where("event_id", "=", eventId)
      .execute();
    const byId = new Map(orders.map((o) => [o.order_id, o]));
    expect(byId.get(a.id)).toMatchObject({ status: "refunded", state: { refunded: 5326 } });
    expect(byId.get(b.id)).toMatchObject({ status: "refunded", state: { refunded: 2663 } });
    expect(byId.get(c.json().id)?.status).toBe("cancelled");
    const valid = await db()
      .selectFrom("tickets")
      .select("ticket_id")
      .where("event_id", "=", eventId)
      .where("status", "=", "valid")
      .execute();
    expect(valid).toEqual([]);
    expect(await seatsTaken(service, quotaIds.ticketType(ticketTypeId))).toEqual({ held: 0, sold: 0 });
    const revocations = await db()
      .selectFrom("ticket_revocations")
      .select("reason")
      .where("event_id", "=", eventId)
      .execute();
    expect(revocations.map((r) => r.reason).sort()).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
      "transferred",
    ]);

    for (const to of [first.email, second.email, transferTo]) {
      const mail = await smtp.waitFor(to, 10_000);
      if (mail.subject !== "Cancelled: Eid gala") {
        await expect
          .poll(() => smtp.mails.some((m) => m.to.includes(to) && m.subject === "Cancelled: Eid gala"), {
            timeout: 10_000,
          })
          .toBe(true);
      }
    }
    const notice = smtp.mails.find((m) => m.to.includes(transferTo))!;
    expect(notice.text).toContain("Flooding at the venue");
    expect(smtp.mails.some((m) => m.to.includes(pending.email))).toBe(false);

    const outboxBefore = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ticketing.outbox`.execute(
      service.ctx.db,
    );
    const queuedBefore = await db()
      .selectFrom("mail_queue")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await deliver(service, eventCancellationConsumer(), cancelled);
    await deliver(service, eventCancellationConsumer(), { ...cancelled, id: randomUUID() });
    const outboxAfter = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ticketing.outbox`.execute(
      service.ctx.db,
    );
    const queuedAfter = await db()
      .selectFrom("mail_queue")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(outboxAfter.rows[0]!.n).toBe(outboxBefore.rows[0]!.n);
    expect(Number(queuedAfter.n)).toBe(Number(queuedBefore.n));
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { refundPaymentsConsumer } from "../src/consumers/refund-payments.ts";
import { trackUsersConsumer } from "../src/consumers/track-users.ts";
import { derivedPaymentId } from "../src/payment/derived-payment-id.ts";
import { offlineRefunds } from "../src/payment/offline-refunds.ts";
import {
  deliver,
  orderPlaced,
  ordersConsumer,
  outboxTypes,
  type PaymentsTestService,
  person,
  usePaymentsService,
} from "./harness.ts";

const service = usePaymentsService({ database: "payments-offline" });

type Claims = Parameters<PaymentsTestService["bearer"]>[0];

async function call(method: "GET" | "POST", url: string, claims?: Claims, payload?: object) {
  const headers = claims ? await service().bearer(claims) : {};
  return service().app.inject({ method, url, headers, payload });
}

async function placed(opts: Parameters<typeof orderPlaced>[0] = {}) {
  const { order, data } = orderPlaced(opts);
  await deliver(service().ctx.db, ordersConsumer(service()), "ticketing.order.v1", {
    type: "OrderPlaced",
    streamType: "ticketing.order",
    streamId: order.orderId,
    data,
  });
  return order;
}

const markPaid = (orderId: string, who: Claims, body: object = { method: "cash" }) =>
  call("POST", `/api/v1/orders/${orderId}/offline-payment`, who, body);

async function succeededEnvelope(paymentId: string) {
  const { rows } = await sql<{ envelope: { version: number; data: Record<string, unknown> } }>`
    SELECT envelope FROM payments.outbox
    WHERE envelope->>'type' = 'PaymentSucceeded' AND envelope->>'streamId' = ${paymentId}`.execute(
    service().ctx.db,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.envelope;
}

describe("a host marks an order paid in cash or by bank transfer", () => {
  it("records who marked it and when, announces PaymentSucceeded, and the organisation owes the platform's fee", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId });
    const staff = person({ id: organizationId, role: "staff" });
    const response = await markPaid(order.orderId, staff, {
      method: "bank_transfer",
      reference: "HSBC 0042",
    });
    expect(response.statusCode).toBe(201);
    const view = response.json();
    expect(view).toMatchObject({
      orderId: order.orderId,
      status: "succeeded",
      amount: 5326,
      provider: "offline",
      offline: { method: "bank_transfer", reference: "HSBC 0042", markedBy: staff.sub },
      receiptUrl: `/api/v1/payments/${view.paymentId}/receipt.pdf`,
    });
    expect(Date.now() - Date.parse(view.succeededAt)).toBeLessThan(60_000);

    // Ticketing issues the tickets from this, as from a card payment.
    const envelope = await succeededEnvelope(view.paymentId);
    expect(envelope.version).toBe(2);
    expect(envelope.data).toMatchObject({
      orderId: order.orderId,
      payerId: order.buyer.sub,
      amount: 5326,
      provider: "offline",
      offline: { method: "bank_transfer", markedBy: staff.sub },
    });

    // The host holds the cash; the platform's fee per ticket is what the organisation owes.
    const owner = person({ id: organizationId });
    const payouts = (await call("GET", `/api/v1/organizations/${organizationId}/payouts`, owner)).json();
    expect(payouts.balances).toEqual([
      expect.objectContaining({ currency: "USD", tickets: 5000, collected: 5326, total: -326 }),
    ]);
    // The buyer sees it as their payment.
    expect((await call("GET", `/api/v1/payments/${view.paymentId}`, order.buyer)).json().offline.method).toBe(
      "bank_transfer",
    );
  });

  it("records one payment for a double click", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId });
    const host = person({ id: organizationId, role: "admin" });
    const answers = await Promise.all([markPaid(order.orderId, host), markPaid(order.orderId, host)]);
    const again = await markPaid(order.orderId, host, { method: "bank_transfer" });
    const ids = new Set([...answers, again].map((a) => a.json().paymentId));
    expect(ids.size).toBe(1);
    expect([...answers, again].map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(again.json().offline.method).toBe("cash");
    expect(await outboxTypes(service().ctx.db, [...ids][0])).toEqual(["PaymentSucceeded"]);
  });

  it("receives an order's gift into its fund", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId, donation: { amount: 2000, fund: "zakat" } });
    const host = person({ id: organizationId });
    expect((await markPaid(order.orderId, host)).statusCode).toBe(201);
    const summary = (
      await call("GET", `/api/v1/organizations/${organizationId}/donations/summary`, host)
    ).json();
    expect(summary.byFund.zakat).toBe(2000);
  });

  it("gives cash back by the host's hand when ticketing refunds the order, and the books net to nothing", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId });
    const host = person({ id: organizationId });
    const { paymentId } = (await markPaid(order.orderId, host)).json();
    const refunds = refundPaymentsConsumer(() => offlineRefunds);
    await deliver(service().ctx.db, refunds, "ticketing.order.v1", {
      type: "OrderRefunded",
      streamType: "ticketing.order",
      streamId: order.orderId,
      data: {
        orderId: order.orderId,
        eventId: randomUUID(),
        organizationId,
        buyerId: order.buyer.sub,
        refundId: randomUUID(),
        paymentId,
        amount: 5326,
        currency: "USD",
        positionIds: [randomUUID()],
        releases: [],
        initiator: "host",
        refundedBy: host.sub,
        reason: "Event postponed",
        fullyRefunded: true,
        refundedAt: new Date().toISOString(),
      },
    });
    expect((await call("GET", `/api/v1/payments/${paymentId}`, host)).json()).toMatchObject({
      status: "refunded",
      refunded: 5326,
    });
    const payouts = (await call("GET", `/api/v1/organizations/${organizationId}/payouts`, host)).json();
    expect(payouts.balances).toEqual([expect.objectContaining({ tickets: 0, collected: 0, total: 0 })]);
  });

  it("is for the organisation's owners, admins and staff only", async () => {
    const organizationId = randomUUID();
    const order = await placed({ organizationId });
    for (const who of [
      order.buyer,
      person({ id: organizationId, role: "scanner" }),
      person({ id: randomUUID() }),
    ]) {
      expect((await markPaid(order.orderId, who)).statusCode).toBe(403);
    }
    expect((await markPaid(randomUUID(), person({ id: organizationId }))).json().error.code).toBe(
      "ORDER_NOT_FOUND",
    );
    const anonymous = await service().app.inject({
      method: "POST",
      url: `/api/v1/orders/${order.orderId}/offline-payment`,
      payload: { method: "cash" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await outboxTypes(service().ctx.db, derivedPaymentId("offline", order.orderId))).toEqual([]);
  });

  it("refuses a method it does not know, and an order that is no longer waiting for money", async () => {
    const organizationId = randomUUID();
    const host = person({ id: organizationId });
    const order = await placed({ organizationId });
    const cheque = await markPaid(order.orderId, host, { method: "cheque" });
    expect(cheque.statusCode).toBe(400);
    expect(cheque.json().error.code).toBe("VALIDATION_FAILED");

    const ranOut = await placed({ organizationId, expiresAt: new Date(Date.now() - 1000).toISOString() });
    const late = await markPaid(ranOut.orderId, host);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: "ORDER_NOT_PAYABLE",
      message: "This order is expired: there is nothing to pay",
    });
  });
});

describe("the host's list of unpaid orders", () => {
  it("lists pending orders with their attendees and buyer until one is marked paid", async () => {
    const organizationId = randomUUID();
    const buyer = person();
    await deliver(service().ctx.db, trackUsersConsumer(), "identity.user.v1", {
      type: "UserRegistered",
      streamType: "identity.user",
      streamId: buyer.sub,
      data: {
        userId: buyer.sub,
        email: "Aisha@Example.org",
        displayName: "Aisha",
        method: "password",
        registeredAt: new Date().toISOString(),
      },
    });
    const order = await placed({ organizationId, buyer });
    const other = await placed({ organizationId });
    const staff = person({ id: organizationId, role: "staff" });
    const url = `/api/v1/organizations/${organizationId}/unpaid-orders`;
    const listed = (await call("GET", url, staff)).json().orders;
    expect(listed).toHaveLength(2);
    expect(listed.find((o: { orderId: string }) => o.orderId === order.orderId)).toMatchObject({
      total: 5326,
      currency: "USD",
      attendeeNames: ["Aisha Rahman", "Yusuf Rahman"],
      buyerEmail: "aisha@example.org",
    });
    await markPaid(order.orderId, staff);
    const after = (await call("GET", url, staff)).json().orders;
    expect(after.map((o: { orderId: string }) => o.orderId)).toEqual([other.orderId]);
    expect((await call("GET", url, person({ id: organizationId, role: "scanner" }))).statusCode).toBe(403);
  });
});
